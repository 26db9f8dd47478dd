/*
 * Every string subroutine, in one clause, at the largest strsize, on strings
 * of up to 4096 characters: the clause must load (each subroutine's loops
 * are bpf_loop callbacks, whose verifier cost does not grow with strsize)
 * and give illumos's answers.  Only numbers are printed: a record cannot
 * hold a string of 4096 bytes.
 *
 * @@runtest-opts: -q -x strsize=4096
 */
BEGIN
{
	/* 16 characters doubled to 4096, the most strsize 4096 holds */
	s = "0123456789abcdef";
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	s = strjoin(s, s);
	printf("%d\n", strlen(s));
	printf("%d %d %d\n", index(s, "def0"), rindex(s, "f0"), index(s, "f0", 4000));
	printf("%d %d %d\n", strlen(strstr(s, "cdef0123")), strlen(strchr(s, 'e')),
	    strlen(strrchr(s, 'e')));
	printf("%d %d\n", substr(s, 4000, 10) == "0123456789", strlen(substr(s, -5)));
	printf("%d %d\n", strlen(toupper(s)), index(toupper(s), "DEF"));
	printf("%d\n", tolower(toupper(s)) == s);

	/* 14 characters doubled 8 times: 3584 */
	x = "/abc/./def/../";
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	x = strjoin(x, x);
	printf("%d %d\n", strlen(x), strlen(cleanpath(x)));
	printf("%d %d\n", basename(x) == "..", strlen(dirname(x)));
	printf("%d ", strtok(x, "/") == "abc");
	printf("%d ", strtok(NULL, "/") == ".");
	printf("%d\n", strtok(NULL, "/") == "def");
	printf("%d %d\n", lltostr(-1234567890) == "-1234567890", s > x);
	exit(0);
}
