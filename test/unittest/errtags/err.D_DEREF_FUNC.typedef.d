typedef int (*dtt_fp_t)(int);

BEGIN
{
	trace(*(dtt_fp_t)0);
}
