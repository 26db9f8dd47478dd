# print(): the typed object with member names, zero members left out
# (OUTPUT.md 9); -x printsize limits the bytes shown.  The object is the
# dtrace process's comm, "dtrace", seen through a D struct.  The address
# varies from run to run: it is replaced.
# @@requires: root

cat > print.d <<'EOD'
struct in {
	char x;
	char y;
};
struct bar {
	char s[3];
	struct in in;
	char z;
	int zero;
};

BEGIN
{
	print((struct bar *)curthread->comm);
	exit(0);
}
EOD
$dtrace -q -s print.d | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
echo "status $?"
$dtrace -q -x printsize=2 -s print.d | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
