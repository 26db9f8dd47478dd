struct dtt_fwd;

BEGIN
{
	trace(((struct dtt_fwd *)0)->a);
}
