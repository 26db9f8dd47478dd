int a[4][int];
