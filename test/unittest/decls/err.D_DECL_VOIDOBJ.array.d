void v[4];
