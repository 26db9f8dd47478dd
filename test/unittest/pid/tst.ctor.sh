# @@requires: root uprobes
# Where a -c command is when tracing starts (-x evaltime, doc/pid.md).
# pid-ctor's library calls ctor_work() 7 times from its constructor
# (ctor_init, once) and 3 times from main.  By default (postinit, as DTrace)
# the command has run its initializers: 3 calls, their return values (2 * i)
# summing to 6, as the reference prints.  With evaltime=exec the pid provider
# stops it where the dynamic linker reports its libraries mapped, before
# their constructors: 10 calls summing to 48 (the reference refuses this
# program then: its probes match nothing before the libraries are mapped).
prog='
pid$target:libpid-ctor.so:ctor_work:entry, pid$target:libpid-ctor.so:ctor_init:entry
{ @n[probefunc] = count(); }
pid$target:libpid-ctor.so:ctor_work:return { @s = sum(arg1); }
END { printa("%s %@d\n", @n); printa("sum %@d\n", @s); }'
$dtrace -q -c "$triggerdir/pid-ctor" -n "$prog" || echo "dtrace failed: $?"
$dtrace -x evaltime=exec -q -c "$triggerdir/pid-ctor" -n "$prog" || echo "dtrace failed: $?"
