/*
 * A program with more aggregations than a BPF program may have maps (64)
 * loads: from some id on, the aggregations are reached through outer maps
 * (dt_aggregate.h).  100 in one clause: count, sum, quantize, keyless and
 * keyed (integers and strings), all printed at exit; printa() of some
 * with a format, among them indirect ones.
 */
/* @@runtest-opts: -q */

BEGIN
{
	@a0 = count();
	@a1["k", 1] = sum(1);
	@a2 = quantize(2);
	@a3[3] = count(); @a3[3 + 1] = count();
	@a4[4] = sum(12);
	@a5 = count();
	@a6["k", 6] = sum(6);
	@a7 = quantize(7);
	@a8[8] = count(); @a8[8 + 1] = count();
	@a9[2] = sum(27);
	@a10 = count();
	@a11["k", 11] = sum(11);
	@a12 = quantize(12);
	@a13[13] = count(); @a13[13 + 1] = count();
	@a14[0] = sum(42);
	@a15 = count();
	@a16["k", 16] = sum(16);
	@a17 = quantize(17);
	@a18[18] = count(); @a18[18 + 1] = count();
	@a19[5] = sum(57);
	@a20 = count();
	@a21["k", 21] = sum(21);
	@a22 = quantize(22);
	@a23[23] = count(); @a23[23 + 1] = count();
	@a24[3] = sum(72);
	@a25 = count();
	@a26["k", 26] = sum(26);
	@a27 = quantize(27);
	@a28[28] = count(); @a28[28 + 1] = count();
	@a29[1] = sum(87);
	@a30 = count();
	@a31["k", 31] = sum(31);
	@a32 = quantize(32);
	@a33[33] = count(); @a33[33 + 1] = count();
	@a34[6] = sum(102);
	@a35 = count();
	@a36["k", 36] = sum(36);
	@a37 = quantize(37);
	@a38[38] = count(); @a38[38 + 1] = count();
	@a39[4] = sum(117);
	@a40 = count();
	@a41["k", 41] = sum(41);
	@a42 = quantize(42);
	@a43[43] = count(); @a43[43 + 1] = count();
	@a44[2] = sum(132);
	@a45 = count();
	@a46["k", 46] = sum(46);
	@a47 = quantize(47);
	@a48[48] = count(); @a48[48 + 1] = count();
	@a49[0] = sum(147);
	@a50 = count();
	@a51["k", 51] = sum(51);
	@a52 = quantize(52);
	@a53[53] = count(); @a53[53 + 1] = count();
	@a54[5] = sum(162);
	@a55 = count();
	@a56["k", 56] = sum(56);
	@a57 = quantize(57);
	@a58[58] = count(); @a58[58 + 1] = count();
	@a59[3] = sum(177);
	@a60 = count();
	@a61["k", 61] = sum(61);
	@a62 = quantize(62);
	@a63[63] = count(); @a63[63 + 1] = count();
	@a64[1] = sum(192);
	@a65 = count();
	@a66["k", 66] = sum(66);
	@a67 = quantize(67);
	@a68[68] = count(); @a68[68 + 1] = count();
	@a69[6] = sum(207);
	@a70 = count();
	@a71["k", 71] = sum(71);
	@a72 = quantize(72);
	@a73[73] = count(); @a73[73 + 1] = count();
	@a74[4] = sum(222);
	@a75 = count();
	@a76["k", 76] = sum(76);
	@a77 = quantize(77);
	@a78[78] = count(); @a78[78 + 1] = count();
	@a79[2] = sum(237);
	@a80 = count();
	@a81["k", 81] = sum(81);
	@a82 = quantize(82);
	@a83[83] = count(); @a83[83 + 1] = count();
	@a84[0] = sum(252);
	@a85 = count();
	@a86["k", 86] = sum(86);
	@a87 = quantize(87);
	@a88[88] = count(); @a88[88 + 1] = count();
	@a89[5] = sum(267);
	@a90 = count();
	@a91["k", 91] = sum(91);
	@a92 = quantize(92);
	@a93[93] = count(); @a93[93 + 1] = count();
	@a94[3] = sum(282);
	@a95 = count();
	@a96["k", 96] = sum(96);
	@a97 = quantize(97);
	@a98[98] = count(); @a98[98 + 1] = count();
	@a99[1] = sum(297);
	printa("first %@d\n", @a0);
	printa("%s %d %@d\n", @a96);
	printa("%d %@d\n", @a98);
	exit(0);
}
