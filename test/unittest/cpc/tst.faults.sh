# @@requires: root profile
# @@timeout: 60
# cpc page-fault counts: the trigger, pinned to one CPU, takes 50,000 page
# faults on fresh pages, from user mode ("user") or in the kernel ("kernel",
# read(2) from /dev/zero filling the pages), at a real-time priority so that
# no other process faults on its CPU meanwhile.  A probe counting every 5000
# faults of the trigger's mode fires 10 times in the trigger (one less or
# more: the CPU's count when the trigger starts, its few other faults); the probe
# of the other mode hardly ever (the trigger's few faults of that mode).
# arg0 is the kernel PC, arg1 the user PC: exactly one is set, by mode.
range()
{
	if [ "$1" -ge 9 ] && [ "$1" -le 11 ]; then echo 10; elif [ "$1" -le 1 ]; then echo 0; else echo "$1"; fi
}
for mode in user kernel; do
	$dtrace -q -c "$triggerdir/cpc-faults $mode" -n '
	BEGIN { u = k = a = m = M = ubad = kbad = 0; }
	cpc:::page_faults-user-5000 /pid == $target/ { u++; ubad += arg0 != 0 || arg1 == 0; }
	cpc:::page_faults-kernel-5000 /pid == $target/ { k++; kbad += arg0 == 0 || arg1 != 0; }
	cpc:::page_faults-all-5000 /pid == $target/ { a++; }
	cpc:::minor_faults-all-5000 /pid == $target/ { m++; }
	cpc:::major_faults-all-5000 /pid == $target/ { M++; }
	END { printf("%d %d %d %d %d %d %d\n", u, k, a, m, M, ubad, kbad); }' > out.txt || exit 1
	read u k a m M ubad kbad < out.txt || { cat out.txt; exit 1; }
	echo "$mode: page_faults-user $(range $u), page_faults-kernel $(range $k)," \
	     "page_faults-all $(range $a), minor_faults-all $(range $m), major_faults-all $M," \
	     "wrong pcs $ubad $kbad"
done
