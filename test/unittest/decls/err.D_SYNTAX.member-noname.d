struct s {
	int a;
	long;
};
