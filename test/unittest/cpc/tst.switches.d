/*
 * cpc context-switch counts: the trigger's parent and child, on one CPU at
 * a real-time priority, switch it 100,000 times between them.  A probe
 * every 5000 switches fires 20 times in them (one less or more: the CPU's
 * count when they start, their few other switches).  A switch is counted
 * in kernel mode: the user-mode probe never fires.
 */
/* @@requires: profile */
/* @@runtest-opts: -q */
/* @@trigger: cpc-switches */

BEGIN
{
	k = u = a = c = 0;
}

cpc:::cs-kernel-5000
/pid == $target || ppid == $target/
{
	k++;
}

cpc:::cs-user-5000
/pid == $target || ppid == $target/
{
	u++;
}

cpc:::context_switches-all-5000
/pid == $target || ppid == $target/
{
	a++;
}

cpc:::perf_count_sw_context_switches-kernel-5000
/pid == $target || ppid == $target/
{
	c++;
}

END
{
	printf("cs-kernel %s\n", k >= 19 && k <= 21 ? "20" : lltostr(k));
	printf("cs-user %d\n", u);
	printf("context_switches-all %s\n", a >= 19 && a <= 21 ? "20" : lltostr(a));
	printf("perf_count_sw_context_switches-kernel %s\n", c >= 19 && c <= 21 ? "20" : lltostr(c));
}
