struct dtt_bf {
	int a : 3;
	int b : 5;
};

BEGIN
{
	trace(&((struct dtt_bf *)0)->b);
}
