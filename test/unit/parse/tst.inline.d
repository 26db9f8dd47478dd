/* inline definitions */
inline int ONE = 1;
inline string cmd = execname;
inline long NULL = 0;
inline int f[struct foo *p] = p->x;
inline uint64_t g[int a, int b] = a + b;
inline int *ptr = (int *)0;
