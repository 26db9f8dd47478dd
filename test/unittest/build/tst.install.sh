#!/bin/bash
# make install DESTDIR=... puts dtrace, its BPF object, the header and the
# man page in place, and the installed dtrace runs.
# @@requires: root
# @@timeout: 120
root=$(cd "$testdir/../../.." && pwd)
make -s -C "$root" install DESTDIR=$tmpdir/stage >$tmpdir/log 2>&1 || { cat $tmpdir/log; exit 1; }
prefix=$(sed -n 's/^prefix = //p' "$root/config.mk")
for f in sbin/dtrace lib/dtrace/dtrace.bpf.o include/dtrace.h share/man/man8/dtrace.8; do
	[ -f "$tmpdir/stage$prefix/$f" ] || echo "missing $prefix/$f"
done
DTRACE_LIBDIR=$tmpdir/stage$prefix/lib/dtrace $tmpdir/stage$prefix/sbin/dtrace -qn 'BEGIN { printf("installed\n"); exit(0); }'
