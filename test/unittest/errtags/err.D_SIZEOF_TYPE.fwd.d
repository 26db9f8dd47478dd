struct dtt_fwd;

BEGIN
{
	trace(sizeof (struct dtt_fwd));
}
