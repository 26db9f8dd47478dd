/* pt_regs has 21 words on x86-64 and 34 on arm64: 40 is past both. */
BEGIN
{
	trace(uregs[40]);
}
