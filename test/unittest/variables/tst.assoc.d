/*
 * Associative arrays: tuples of integer and string keys, missing elements
 * read as 0 and "", ++ and op= on elements, 0 frees an element; b[i++] = i
 * stores the old i (the value is evaluated before the keys, as in DTrace).
 */
#pragma D option quiet

BEGIN
{
	a[1, "one"] = 10;
	a[2, "two"] = 20;
	s["k"] = "value";
	printf("%d %d %d\n", a[1, "one"], a[2, "two"], a[1, "two"]);
	printf("%s [%s]\n", s["k"], s["missing"]);
	a[1, "one"]++;
	a[2, "two"] += 5;
	printf("%d %d\n", a[1, "one"], a[2, "two"]);
	a[1, "one"] = 0;
	printf("%d\n", a[1, "one"]);
	i = 3;
	b[i++] = i;
	printf("%d %d %d\n", b[3], b[4], i);
	exit(0);
}
