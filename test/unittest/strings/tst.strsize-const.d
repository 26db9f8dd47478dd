/*
 * A string constant longer than strsize is cut at strsize characters, as
 * every string value is: printed, traced, assigned, or as a key.
 */
#pragma D option quiet
#pragma D option strsize=5

BEGIN
{
	printf("%s|\n", "abcdefghij");
	s = "abcdefghij";
	printf("%s|%d|%d\n", s, strlen(s), strlen("abcdefghij"));
	trace("abcdefghij");
	printf("\n");
	@["abcdefghij"] = count();
	exit(0);
}
