# @@requires: root uprobes
# Calls made by the constructors of a -c command's libraries are seen: the
# command is run on to the dynamic linker's report that its libraries are
# mapped, before their constructors run (doc/pid.md).  pid-ctor's library
# calls ctor_work() 7 times from its constructor (ctor_init, once) and 3
# times from main: 10 calls, their return values (2 * i) summing to 48.
$dtrace -q -c "$triggerdir/pid-ctor" -n '
pid$target:libpid-ctor.so:ctor_work:entry, pid$target:libpid-ctor.so:ctor_init:entry
{ @n[probefunc] = count(); }
pid$target:libpid-ctor.so:ctor_work:return { @s = sum(arg1); }
END { printa("%s %@d\n", @n); printa("sum %@d\n", @s); }' || echo "dtrace failed: $?"
