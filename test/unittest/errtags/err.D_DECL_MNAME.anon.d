struct dtt_s {
	int;
};
