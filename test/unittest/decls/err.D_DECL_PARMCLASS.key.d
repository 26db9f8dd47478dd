int a[extern int];
