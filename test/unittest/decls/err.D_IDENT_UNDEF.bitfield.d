struct s {
	int a : y;
};
