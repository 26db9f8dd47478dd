/*
 * Indirect aggregations of many shapes: 24 histograms of different ranges
 * (so different value sizes) after 60 counts.  Each shape would need its
 * own outer map, more than a program may have with the direct maps; their
 * values are padded to a power of two words instead, which leaves a few
 * shapes (dt_aggregate.h).
 */
/* @@runtest-opts: -q */

BEGIN
{
	@a0 = count();
	@a1 = count();
	@a2 = count();
	@a3 = count();
	@a4 = count();
	@a5 = count();
	@a6 = count();
	@a7 = count();
	@a8 = count();
	@a9 = count();
	@a10 = count();
	@a11 = count();
	@a12 = count();
	@a13 = count();
	@a14 = count();
	@a15 = count();
	@a16 = count();
	@a17 = count();
	@a18 = count();
	@a19 = count();
	@a20 = count();
	@a21 = count();
	@a22 = count();
	@a23 = count();
	@a24 = count();
	@a25 = count();
	@a26 = count();
	@a27 = count();
	@a28 = count();
	@a29 = count();
	@a30 = count();
	@a31 = count();
	@a32 = count();
	@a33 = count();
	@a34 = count();
	@a35 = count();
	@a36 = count();
	@a37 = count();
	@a38 = count();
	@a39 = count();
	@a40 = count();
	@a41 = count();
	@a42 = count();
	@a43 = count();
	@a44 = count();
	@a45 = count();
	@a46 = count();
	@a47 = count();
	@a48 = count();
	@a49 = count();
	@a50 = count();
	@a51 = count();
	@a52 = count();
	@a53 = count();
	@a54 = count();
	@a55 = count();
	@a56 = count();
	@a57 = count();
	@a58 = count();
	@a59 = count();
	@q1 = lquantize(1, 0, 10, 1);
	@k1[1, "x"] = lquantize(1 * 3, 0, 7, 1);
	@q2 = lquantize(2, 0, 20, 1);
	@k2[2, "x"] = lquantize(2 * 3, 0, 14, 1);
	@q3 = lquantize(3, 0, 30, 1);
	@k3[3, "x"] = lquantize(3 * 3, 0, 21, 1);
	@q4 = lquantize(4, 0, 40, 1);
	@k4[4, "x"] = lquantize(4 * 3, 0, 28, 1);
	@q5 = lquantize(5, 0, 50, 1);
	@k5[5, "x"] = lquantize(5 * 3, 0, 35, 1);
	@q6 = lquantize(6, 0, 60, 1);
	@k6[6, "x"] = lquantize(6 * 3, 0, 42, 1);
	@q7 = lquantize(7, 0, 70, 1);
	@k7[7, "x"] = lquantize(7 * 3, 0, 49, 1);
	@q8 = lquantize(8, 0, 80, 1);
	@k8[8, "x"] = lquantize(8 * 3, 0, 56, 1);
	@q9 = lquantize(9, 0, 90, 1);
	@k9[9, "x"] = lquantize(9 * 3, 0, 63, 1);
	@q10 = lquantize(10, 0, 100, 1);
	@k10[10, "x"] = lquantize(10 * 3, 0, 70, 1);
	@q11 = lquantize(11, 0, 110, 1);
	@k11[11, "x"] = lquantize(11 * 3, 0, 77, 1);
	@q12 = lquantize(12, 0, 120, 1);
	@k12[12, "x"] = lquantize(12 * 3, 0, 84, 1);
	exit(0);
}
