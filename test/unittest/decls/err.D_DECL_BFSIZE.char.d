struct s {
	char c : 9;
};
