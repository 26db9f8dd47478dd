enum e {
	A = y
};
