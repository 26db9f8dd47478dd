/* setopt() of the sort options, between printa()s of one clause. */
#pragma D option quiet

BEGIN
{
	@a["c"] = sum(1); @a["a"] = sum(3); @a["b"] = sum(2);
	printa("%s %@d\n", @a);
	setopt("aggsortrev");
	printa("%s %@d\n", @a);
	setopt("aggsortkey", "1");
	printa("%s %@d\n", @a);
	setopt("aggsortrev", "0");
	setopt("nosuchoption", "1");
	printa("%s %@d\n", @a);
	exit(0);
}
