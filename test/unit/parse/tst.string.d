/* string literals and their escapes */
BEGIN
{
	"";
	"plain";
	"tab\there\nnewline";
	"\a\b\f\r\v\\\"\'\?";
	"\101\102C\x44\x45";
	"\0is truncated";
	"it's /* not a comment */ // either";
	"unknown \q escape";
}
