/* declarations alone are an empty program, as in DTrace */
struct s {
	int a;
};
int x;
