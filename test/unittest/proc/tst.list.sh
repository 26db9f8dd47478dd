# @@requires: root tracepoints
# dtrace -l -P proc lists the fourteen probes of the proc provider, module
# vmlinux and no function, in their table's order (probes on one
# tracepoint in the order they fire); -l -v their stability (Evolving/Evolving/ISA for
# names and arguments) and argument types as illumos documents them.
$dtrace -l -P proc | awk 'NR > 1 { print $2, $3, $4, NF }'
echo "status $?"
$dtrace -l -v -P proc | awk '
	/^ *[0-9]+ +proc / { name = $4; next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
