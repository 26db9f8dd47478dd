/*
 * this-> variables are shared by the clauses of one probe firing.
 */
#pragma D option quiet

BEGIN
{
	this->x = 5;
	this->s = "clause-local";
}

BEGIN
{
	printf("%d %s\n", this->x, this->s);
	this->x += 10;
	printf("%d\n", this->x);
	exit(0);
}
