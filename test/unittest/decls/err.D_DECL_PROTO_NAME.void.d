void f(void v);
