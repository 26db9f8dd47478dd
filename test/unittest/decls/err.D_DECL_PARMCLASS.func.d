void f(static int x);
