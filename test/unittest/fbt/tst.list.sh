# @@requires: root kprobes
# fbt:MODULE:FUNCTION:entry and :return for every function of
# available_filter_functions; vmlinux for the core kernel.
$dtrace -l -n fbt::vfs_read: | awk 'NR > 1 { print $2, $3, $4, $5 }'
$dtrace -l -n 'fbt:vmlinux:vfs_rea*:entry' | awk 'NR > 1 && $4 == "vfs_read" { print "glob:", $4, $5 }'
# the whole catalogue: two probes per traceable function and module
tfs=/sys/kernel/tracing
[ -r $tfs/available_filter_functions ] || tfs=/sys/kernel/debug/tracing
want=$(awk '$1 !~ /^__ftrace_invalid_address__/ { m = NF > 1 ? $2 : "[vmlinux]"; print $1, m }' \
	$tfs/available_filter_functions | sort -u | wc -l)
got=$($dtrace -l -P fbt | awk 'NR > 1' | wc -l)
[ "$got" -eq $((2 * want)) ] && echo "catalogue: 2 per function" ||
	echo "catalogue: $got probes for $want functions"
