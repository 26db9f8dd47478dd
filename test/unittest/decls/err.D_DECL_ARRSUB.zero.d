int a[0];
