/*
 * One probe at two sites whose arguments are in different places (a
 * constant 1 and %rdi = i, then a constant 2 and %rsi = 10 * i): each
 * firing reads its own site's places (the site's variant rides in the
 * attach cookie); a clause reading no argument counts both.
 */
/* @@runtest-opts: -q */
/* @@trigger: usdt-args */
/* @@requires: uprobes */

usdttest$target::usdt_fire_variant:variant
{
	printf("variant %d %d\n", arg0, arg1);
}

usdttest$target:::variant
{
	@ = count();
}

END
{
	printa("fired %@d\n", @);
}
