BEGIN
{
	x = 0x10000000000000000;
}
/* @@xfail: message is "integer constant 0x10000000000000000 results in integer overflow" */
