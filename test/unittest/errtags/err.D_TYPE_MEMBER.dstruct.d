struct dtt_s {
	int a;
};

BEGIN
{
	trace(((struct dtt_s *)0)->b);
}
