BEGIN
{
	x = "abc\
";
}
