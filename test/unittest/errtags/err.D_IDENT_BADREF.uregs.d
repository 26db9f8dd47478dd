/* uregs[] is an array of registers: it has no value of its own. */
BEGIN
{
	trace(uregs);
}
