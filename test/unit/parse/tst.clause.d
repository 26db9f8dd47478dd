/* clauses: description lists over lines, predicates, bodies */
syscall::read:entry,
syscall::write:entry,
	syscall::pread*:entry
/pid == 1 && arg2 > 0/
{
	@bytes[probefunc] = sum(arg2);
}

BEGIN
{
}

END { ; ; }

tick-1sec { x = 1; y = 2 }

profile:::profile-97/x/{trace(x);}BEGIN{exit(0)}
