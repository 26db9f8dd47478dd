# @@requires: root tracepoints
# dtrace -l -P sched lists the six probes of the sched provider on
# tracepoints, module vmlinux and no function; -l -v their stability
# (Evolving/Evolving/ISA for names and arguments) and argument types as
# illumos documents them.  (surrender and tick ride on kernel functions:
# tst.list-fentry.sh.)
fentry='^(surrender|tick)$'
$dtrace -l -P sched | awk -v f="$fentry" 'NR > 1 && $4 !~ f { print $2, $3, $4, NF }'
echo "status $?"
$dtrace -l -v -P sched | awk -v f="$fentry" '
	/^ *[0-9]+ +sched / { name = $4; next }
	name ~ f { next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
