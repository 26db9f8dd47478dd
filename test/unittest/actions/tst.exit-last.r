0 BEGIN { exit(1); } END { exit(0); }
3 BEGIN { exit(0); } END { exit(3); }
4 END { exit(4); } BEGIN { exit(0); }
2 BEGIN { exit(1); exit(2); }
1 BEGIN { exit(1); } BEGIN { exit(2); }
9 tick-1ms { exit(7); } END { exit(8); exit(9); }
5 BEGIN { exit(5); } END { trace(1); }
0 BEGIN { exit(256); }
1 BEGIN { exit(257); }
255 BEGIN { exit(-1); }
0 BEGIN { exit(-256); }
3 BEGIN { exit(0x100000003); }
3 BEGIN { trace(*(int *)0); } ERROR { exit(3); }
3 BEGIN { exit(2); trace(*(int *)0); } ERROR { exit(3); }
