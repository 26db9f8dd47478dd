typedef int t_t;
typedef long t_t;
