/*
 * clear(), trunc(), normalize() and denormalize() of aggregations reached
 * through an outer map (ids 66 to 69 of a 70-aggregation program): the
 * consumer works on their maps as on any other.
 */
/* @@runtest-opts: -q */

BEGIN
{
	@c0 = count();
	@c1 = count();
	@c2 = count();
	@c3 = count();
	@c4 = count();
	@c5 = count();
	@c6 = count();
	@c7 = count();
	@c8 = count();
	@c9 = count();
	@c10 = count();
	@c11 = count();
	@c12 = count();
	@c13 = count();
	@c14 = count();
	@c15 = count();
	@c16 = count();
	@c17 = count();
	@c18 = count();
	@c19 = count();
	@c20 = count();
	@c21 = count();
	@c22 = count();
	@c23 = count();
	@c24 = count();
	@c25 = count();
	@c26 = count();
	@c27 = count();
	@c28 = count();
	@c29 = count();
	@c30 = count();
	@c31 = count();
	@c32 = count();
	@c33 = count();
	@c34 = count();
	@c35 = count();
	@c36 = count();
	@c37 = count();
	@c38 = count();
	@c39 = count();
	@c40 = count();
	@c41 = count();
	@c42 = count();
	@c43 = count();
	@c44 = count();
	@c45 = count();
	@c46 = count();
	@c47 = count();
	@c48 = count();
	@c49 = count();
	@c50 = count();
	@c51 = count();
	@c52 = count();
	@c53 = count();
	@c54 = count();
	@c55 = count();
	@c56 = count();
	@c57 = count();
	@c58 = count();
	@c59 = count();
	@c60 = count();
	@c61 = count();
	@c62 = count();
	@c63 = count();
	@c64 = count();
	@c65 = count();
	@c66 = count(); @c66 = count();
	@c67[1] = sum(10); @c67[2] = sum(20); @c67[3] = sum(30);
	@c68 = sum(100);
	@c69[1] = count(); @c69[2] = count(); @c69[2] = count();
	exit(0);
}

END
{
	printa("c66 %@d\n", @c66);
	clear(@c66);
	printa("c66 %@d\n", @c66);
	trunc(@c67, 2);
	printa("c67 %d %@d\n", @c67);
	normalize(@c68, 10);
	printa("c68 %@d\n", @c68);
	denormalize(@c68);
	printa("c68 %@d\n", @c68);
	trunc(@c69);
	printa("c69 %d %@d\n", @c69);
	printa("c0 %@d\n", @c0);
	clear(@c65);
	printa("c65 %@d\n", @c65);
}
