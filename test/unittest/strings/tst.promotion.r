dtrace 1 1 1 1
1 1 1 1 0 0
dtrace dtrace dtrace dtrace
dtracedtrace tra
2 2 5

  dtrace                                                            3
