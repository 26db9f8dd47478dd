int f(...);
int g(int, ...);
int a[...];
