/*
 * %S and %C: strings and characters with C escapes; %S shows the string's
 * terminating NUL as \0.
 */
#pragma D option quiet

BEGIN
{
	printf("[%S]\n", "a\tb\\c\"d\n");
	printf("[%C][%C][%C]\n", 'a', '\n', 1);
	exit(0);
}
