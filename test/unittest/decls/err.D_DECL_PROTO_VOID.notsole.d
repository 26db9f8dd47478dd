void f(int, void);
