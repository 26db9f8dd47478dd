/*
 * 90 aggregations over seven clauses of three probes: three BEGIN clauses
 * with 70 of them (more maps than one program may have, were each
 * aggregation its own), two clauses of a profile probe and END.  All
 * printed by printa() in END, then not again at exit.
 */
/* @@runtest-opts: -q */
/* @@requires: profile */

BEGIN
{
	@b0 = count();
	@b1[1] = sum(1);
	@b2["x"] = max(2);
	@b3 = count();
	@b4[4] = sum(4);
	@b5["x"] = max(5);
	@b6 = count();
	@b7[7] = sum(7);
	@b8["x"] = max(8);
	@b9 = count();
	@b10[10] = sum(10);
	@b11["x"] = max(11);
	@b12 = count();
	@b13[13] = sum(13);
	@b14["x"] = max(14);
	@b15 = count();
	@b16[16] = sum(16);
	@b17["x"] = max(17);
	@b18 = count();
	@b19[19] = sum(19);
	@b20["x"] = max(20);
	@b21 = count();
	@b22[22] = sum(22);
	@b23["x"] = max(23);
	@b24 = count();
}

BEGIN
{
	@b25[25] = sum(25);
	@b26["x"] = max(26);
	@b27 = count();
	@b28[28] = sum(28);
	@b29["x"] = max(29);
	@b30 = count();
	@b31[31] = sum(31);
	@b32["x"] = max(32);
	@b33 = count();
	@b34[34] = sum(34);
	@b35["x"] = max(35);
	@b36 = count();
	@b37[37] = sum(37);
	@b38["x"] = max(38);
	@b39 = count();
	@b40[40] = sum(40);
	@b41["x"] = max(41);
	@b42 = count();
	@b43[43] = sum(43);
	@b44["x"] = max(44);
	@b45 = count();
	@b46[46] = sum(46);
	@b47["x"] = max(47);
	@b48 = count();
	@b49[49] = sum(49);
}

BEGIN
{
	@b50["x"] = max(50);
	@b51 = count();
	@b52[52] = sum(52);
	@b53["x"] = max(53);
	@b54 = count();
	@b55[55] = sum(55);
	@b56["x"] = max(56);
	@b57 = count();
	@b58[58] = sum(58);
	@b59["x"] = max(59);
	@b60 = count();
	@b61[61] = sum(61);
	@b62["x"] = max(62);
	@b63 = count();
	@b64[64] = sum(64);
	@b65["x"] = max(65);
	@b66 = count();
	@b67[67] = sum(67);
	@b68["x"] = max(68);
	@b69 = count();
}

tick-1ms
/n++ == 0/
{
	@b70 = count();
	@b71[71] = quantize(71);
	@b72 = count();
	@b73[73] = quantize(73);
	@b74 = count();
	@b75[75] = quantize(75);
	@b76 = count();
	@b77[77] = quantize(77);
	@b78 = count();
	@b79[79] = quantize(79);
}

tick-1ms
/n == 2/
{
	@b80[80, "y"] = sum(1);
	@b81[81, "y"] = sum(1);
	@b82[82, "y"] = sum(1);
	@b83[83, "y"] = sum(1);
	@b84[84, "y"] = sum(1);
	exit(0);
}

END
{
	@b85 = count();
	@b86 = count();
	@b87 = count();
	@b88 = count();
	@b89 = count();
	printa("%@d %@d %@d %@d %@d %@d %@d %@d %@d %@d %@d %@d %@d %@d %@d\n", @b0, @b3, @b6, @b9, @b12, @b15, @b18, @b21, @b24, @b27, @b30, @b33, @b36, @b39, @b42);
	printa(@b45);
	printa(@b48);
	printa(@b51);
	printa(@b54);
	printa(@b57);
	printa(@b60);
	printa(@b63);
	printa(@b66);
	printa(@b69);
	printa(@b70);
	printa(@b72);
	printa(@b74);
	printa(@b76);
	printa(@b78);
	printa(@b85);
	printa(@b86);
	printa(@b87);
	printa(@b88);
	printa(@b89);
	printa("%d %@d %@d\n", @b1, @b4, @b7, @b10, @b13, @b16, @b19, @b22, @b25, @b28, @b31, @b34);
	printa(@b1);
	printa(@b4);
	printa(@b7);
	printa(@b10);
	printa(@b13);
	printa(@b16);
	printa(@b19);
	printa(@b22);
	printa(@b25);
	printa(@b28);
	printa(@b31);
	printa(@b34);
	printa(@b37);
	printa(@b40);
	printa(@b43);
	printa(@b46);
	printa(@b49);
	printa(@b52);
	printa(@b55);
	printa(@b58);
	printa(@b61);
	printa(@b64);
	printa(@b67);
	printa(@b2);
	printa(@b5);
	printa(@b8);
	printa(@b11);
	printa(@b14);
	printa(@b17);
	printa(@b20);
	printa(@b23);
	printa(@b26);
	printa(@b29);
	printa(@b32);
	printa(@b35);
	printa(@b38);
	printa(@b41);
	printa(@b44);
	printa(@b47);
	printa(@b50);
	printa(@b53);
	printa(@b56);
	printa(@b59);
	printa(@b62);
	printa(@b65);
	printa(@b68);
	printa(@b71);
	printa(@b73);
	printa(@b75);
	printa(@b77);
	printa(@b79);
	printa(@b80);
	printa(@b81);
	printa(@b82);
	printa(@b83);
	printa(@b84);
}
