/* @@runtest-opts: -x nolibs */
/* curcpu's type, cpuinfo_t, comes from the D library */
BEGIN
{
	trace(curcpu->cpu_id);
}
