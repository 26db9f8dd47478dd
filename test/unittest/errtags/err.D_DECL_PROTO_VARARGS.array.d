int a[int, ...];
