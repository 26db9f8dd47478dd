struct s {
	int vmlinux`a;
};
