/*
 * cleanpath() as illumos computes it: "//" and "/./" go, "dir/.." goes with
 * its directory, keeping the slash before it at the end of the path; a
 * trailing "/" and a final "/." stay (Oracle's DTrace drops them:
 * doc/compat.md).
 */
/* @@runtest-opts: -q */
BEGIN
{
	printf("%s|%s|%s|%s\n", cleanpath("/a/../b"), cleanpath("/.."),
	    cleanpath("../x"), cleanpath("/a/b/../../.."));
	printf("%s|%s|%s|%s\n", cleanpath(""), cleanpath("//"),
	    cleanpath("/./"), cleanpath("/usr//lib/./x/../y"));
	printf("%s|%s|%s|%s\n", cleanpath("/a/..b/.c/...d"), cleanpath("a/./b//c/"),
	    cleanpath("/a/b/.."), cleanpath("a/b/c/../../d/."));
	exit(0);
}
