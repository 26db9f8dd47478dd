BEGIN
{
	x = strjoin("abc", 5);
}
/* @@xfail: message prints literal \n\t sequences and prototype "string" instead of "const char *" */
