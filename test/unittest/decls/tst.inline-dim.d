/* @@runtest-opts: -q */
/* an integer inline is a constant in declarations too */
inline int N = 4;
int a[N];
enum e { A = N + 1 };

BEGIN
{
	printf("%d %d\n", sizeof(a), A);
	exit(0);
}
