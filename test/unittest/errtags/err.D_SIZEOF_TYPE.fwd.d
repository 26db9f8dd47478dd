struct dtt_fwd;

BEGIN
{
	trace(sizeof (struct dtt_fwd));
}
/* @@xfail: message says "an expression of unknown size" instead of "an operand of unknown size" */
