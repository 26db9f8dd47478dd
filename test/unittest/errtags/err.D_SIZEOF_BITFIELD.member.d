struct dtt_bf {
	int a : 3;
};

BEGIN
{
	trace(sizeof (((struct dtt_bf *)0)->a));
}
