# @@requires: root profile
# Generic hardware events (PAPI names and perf's) need a hardware PMU.
# Without one (this project's development machine) a description naming one
# fails with the reason, and -Z lets it match nothing; with one the probe
# exists and counts the trigger's instructions in user mode.  Either way the
# output is the same lines.
ev=/sys/bus/event_source/devices
pmu=0
[ -d $ev/cpu ] && pmu=1
for t in $ev/*/type; do [ "$(cat $t 2>/dev/null)" = 4 ] && pmu=1; done	# PERF_TYPE_RAW: a core PMU
for p in PAPI_tot_cyc-user-10000 PAPI_tot_ins-all-100000 cycles-kernel-10000 instructions-user-10000; do
	$dtrace -l -n "cpc:::$p" > out.txt 2> err.txt
	st=$?
	if [ $pmu = 0 ]; then
		[ $st = 1 ] && grep -q "cannot be used on this machine: hardware event ${p%%-*} needs CPU performance counters, and this machine has none" err.txt ||
			{ echo "$p: status $st"; cat err.txt; exit 1; }
	else
		[ $st = 0 ] && [ "$(awk 'NR > 1 { print $2 }' out.txt)" = "$p" ] ||
			{ echo "$p: status $st"; cat out.txt err.txt; exit 1; }
	fi
	echo "$p: as this machine allows"
done
if [ $pmu = 0 ]; then
	$dtrace -q -n 'cpc:::PAPI_tot_cyc-user-10000 { exit(0); }' 2> err.txt
	[ $? = 1 ] && grep -q 'invalid probe specifier.*no hardware PMU' err.txt || { cat err.txt; exit 1; }
	$dtrace -q -Z -n 'cpc:::PAPI_tot_cyc-user-10000 { exit(0); }' -n 'BEGIN { exit(0); }' > /dev/null || exit 1
else
	$dtrace -q -c "$triggerdir/getppid-loop 1000000" -n '
	BEGIN { n = bad = 0; }
	cpc:::PAPI_tot_ins-user-100000 /pid == $target/ { n++; bad += arg0 != 0 || arg1 == 0; }
	END { printf("%d %d\n", n > 0, bad); }' > out.txt 2> err.txt
	[ "$(cat out.txt)" = "1 0" ] || { cat out.txt err.txt; exit 1; }
fi
echo "enabling: as this machine allows"
