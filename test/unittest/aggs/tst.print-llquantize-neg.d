/*
 * llquantize() of negative values: mirrored buckets, "<= -N" at the
 * bottom and "abs() < N" for the middle bucket once negatives show; with
 * only positive values the middle bucket reads "< N".
 */
/* @@runtest-opts: -q */
BEGIN
{
	@pos = llquantize(7, 10, 1, 2, 5);
	@pos = llquantize(25, 10, 1, 2, 5);
	@neg = llquantize(-15, 10, 1, 2, 5);
	@neg = llquantize(-5000, 10, 1, 2, 5);
	@neg = llquantize(3, 10, 1, 2, 5);
	exit(0);
}
