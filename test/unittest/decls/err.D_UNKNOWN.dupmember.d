struct s {
	int a;
	int a;
};
