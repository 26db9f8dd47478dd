50 firings, 0 on another CPU

