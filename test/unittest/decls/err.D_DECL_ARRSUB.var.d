int n;
int a[n];
