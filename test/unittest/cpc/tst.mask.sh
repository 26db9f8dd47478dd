# @@requires: root profile
# Platform events by their code (perf's rNNN) take a unit mask between the
# mode and the count (illumos: <event>-<mode>-0x<umask>-<count>), which on
# x86 is the event select's mask byte (config bits 8-15).  The mask's limits
# are checked before anything else about the machine's counters.
[ "$(uname -m)" = x86_64 ] || { echo "masks are x86's (other architectures take none)"; exit 77; }
for p in r3c-all-0x100-10000 r01c2-all-0x1-10000; do
	$dtrace -l -n "cpc:::$p" > /dev/null 2> err.txt
	echo "$p: status $?: $(sed 's/^dtrace: failed to match [^:]*:::[^:]*: //' err.txt)"
done
# a valid mask: the probe exists where a PMU counts it, else the reason is the PMU
$dtrace -l -n cpc:::r3c-user-0x1e-10000 > out.txt 2> err.txt
st=$?
if [ $st = 0 ]; then
	[ "$(awk 'NR > 1 { print $2 }' out.txt)" = r3c-user-0x1e-10000 ] && echo "valid mask: accepted"
else
	grep -q 'hardware event r3c needs CPU performance counters\|counters cannot count hardware event r3c' err.txt &&
		echo "valid mask: accepted"
fi
