/* provider definitions (for -h / -G) */
typedef struct info info_t;
provider myprov {
	probe start(int, char *);
	probe query__done(struct foo *p, int n) : (info_t *, int);
	probe noargs();
	probe va(int, ...);
};
provider empty {
};
