# @@requires: root fentry kmodules
# A function of a kernel module: fbt:MODULE:FUNCTION, typed from the
# module's BTF, attached as fentry (the program loaded against the
# module's BTF object) and, in a wide enabling, as kprobes.
tfs=/sys/kernel/tracing
[ -r $tfs/available_filter_functions ] || tfs=/sys/kernel/debug/tracing
# the first function of a module with BTF that has a prototype with arguments
pick=
while read -r func mod; do
	mod=${mod#[}; mod=${mod%]}
	[ -f /sys/kernel/btf/$mod ] || continue
	out=$($dtrace -lv -n "fbt:$mod:$func:entry" 2>/dev/null) || continue
	echo "$out" | grep -q 'args\[0\]' || continue
	pick="$mod $func"
	break
done < <(grep '\[' $tfs/available_filter_functions | grep -v '__ftrace_invalid' | head -2000)
[ -n "$pick" ] || { echo "no module function with BTF arguments found"; exit 1; }
set -- $pick
mod=$1 func=$2
$dtrace -l -n "fbt:$mod:$func:" | awk -v m="$mod" -v f="$func" \
	'NR > 1 && $2 == "fbt" && $3 == m && $4 == f { n++ } END { print "probes:", n }'
$dtrace -q -n "fbt:$mod:$func:entry, fbt:$mod:$func:return { @ = count(); }" \
	-n 'BEGIN { exit(0); }' > /dev/null 2> err.txt
echo "fentry: status $?"
cat err.txt
$dtrace -q -n "fbt:$mod::entry { @ = count(); }" -n 'BEGIN { exit(0); }' > /dev/null 2> err.txt
echo "kprobes over the module: status $?"
grep -v 'left out' err.txt || true
