# @@requires: root fentry
# The sched probes on kernel functions (where the kernel allows fentry
# programs): surrender and tick, one probe each whichever function of
# their alternatives the kernel has (sched_tick, or scheduler_tick before
# Linux 6.10), with their argument types as illumos documents them.
fentry='^(surrender|tick)$'
$dtrace -l -P sched | awk -v f="$fentry" 'NR > 1 && $4 ~ f { print $2, $3, $4, NF }' | sort
echo "status $?"
$dtrace -l -v -P sched | awk -v f="$fentry" '
	/^ *[0-9]+ +sched / { name = $4; next }
	name !~ f { next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
