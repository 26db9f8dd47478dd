typedef struct dtt_xinfo { int a; } dtt_xinfo_t;

BEGIN
{
	trace(xlate <dtt_xinfo_t> (1).a);
}
