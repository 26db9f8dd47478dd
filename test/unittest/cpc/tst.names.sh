# @@requires: root profile
# cpc probe names: <event>-<mode>[-<mask>]-<count>.  No probe is listed
# until a description names one; a valid name makes it (empty module and
# function), an invalid one makes none and the description fails with the
# reason; -Z lets it match nothing.
$dtrace -l -P cpc > out.txt 2> err.txt
echo "list all: status $?, $(($(wc -l < out.txt) - 1)) probes"
$dtrace -l -n cpc:::cpu_clock-all-1000000 | awk 'NR > 1 { print "listed:", $2, $3, NF }'
$dtrace -l -n 'cpc::*:page_faults-kernel-10000' | awk 'NR > 1 { print "listed:", $2, $3, NF }'
$dtrace -l -n 'cpc:vmlinux::page_faults-kernel-10000' > out.txt 2> /dev/null
echo "with a module: $(($(wc -l < out.txt) - 1)) probes"
# aliases and spellings: perf's names, its aliases, the kernel's enum names
for name in task_clock faults cs context_switches migrations cpu_migrations minor_faults \
	    major_faults alignment_faults emulation_faults cgroup_switches \
	    perf_count_sw_cpu_clock perf_count_sw_page_faults_min; do
	$dtrace -l -n "cpc:::$name-user-5000" > /dev/null 2> err.txt || { echo "$name:"; cat err.txt; }
done
# the count: at least 5000 (illumos' dcpc-min-overflow), at most perf's 2^63 - 1
for p in cpu_clock-all-5000 cpu_clock-all-4999 cpu_clock-all-0 cpu_clock-all-10000x \
	 cpu_clock-all--5000 cpu_clock-all-99999999999999999999 cpu_clock-all-9223372036854775807 \
	 cpu_clock-all-9223372036854775808 cpu_clock-bogus-10000 \
	 cpu_clock-User-10000 cpu-clock-all-10000 bogus-all-10000 CPU_CLOCK-all-10000 \
	 cpu_clock-all cpu_clock cpu_clock-user-0x1e-10000 cpu_clock-user-a_1-b_2-10000 \
	 PAPI_fp_ops-all-10000 PAPI_l2_tcm-user-10000 PAPI_tot_cyc-user-0x1-10000 \
	 rzz-all-10000 r-all-10000 r12345678901234567-all-10000 r3c-all-0xzz-10000 \
	 r3c-all-1e-10000 r3c-all-edge_1-10000 r3c-all-0x1-0x2-10000; do
	$dtrace -q -n "cpc:::$p { exit(0); }" -n 'tick-1ms { exit(0); }' 2> err.txt
	echo "$p: status $?: $(sed 's/^dtrace: invalid probe specifier [^:]*:::[^:]*: //' err.txt)"
done
$dtrace -q -Z -n 'cpc:::cpu_clock-all-10' -n 'BEGIN { exit(0); }'
echo "-Z: status $?"
# -l -v: stability and arguments
$dtrace -l -v -n cpc:::cpu_clock-all-10000 | sed -n '3,$p'
