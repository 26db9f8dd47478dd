# @@requires: root tracepoints
# dtrace -l -P sched lists the six probes of the sched provider, module
# vmlinux and no function; -l -v their stability (Evolving/Evolving/ISA for
# names and arguments) and argument types as illumos documents them.
$dtrace -l -P sched | awk 'NR > 1 { print $2, $3, $4, NF }'
echo "status $?"
$dtrace -l -v -P sched | awk '
	/^ *[0-9]+ +sched / { name = $4; next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
