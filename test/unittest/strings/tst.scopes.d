/*
 * Strings in every scope: this->, self->, associative array values and
 * keys, with string subroutines on them.
 */
#pragma D option quiet
BEGIN
{
	this->s = strjoin(execname, "-x");
	self->t = "abc";
	a["k", 2] = execname;
	n[execname] = strlen(this->s);
	printf("%s %s %s %d\n", this->s, self->t, a["k", 2], n["dtrace"]);
	printf("%s %s %d\n", substr(this->s, 2), toupper(self->t), index(this->s, "-"));
	self->t = 0 ? "x" : self->t;
	exit(0);
}
