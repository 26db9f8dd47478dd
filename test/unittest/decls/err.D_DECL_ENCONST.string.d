enum {
	A = "a"
};
