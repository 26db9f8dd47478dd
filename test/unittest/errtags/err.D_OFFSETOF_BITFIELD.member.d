struct dtt_bf {
	int a;
	int b : 3;
};

BEGIN
{
	trace(offsetof(struct dtt_bf, b));
}
