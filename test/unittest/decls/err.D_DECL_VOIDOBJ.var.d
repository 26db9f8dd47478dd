void v;
