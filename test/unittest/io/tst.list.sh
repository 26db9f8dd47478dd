# @@requires: root tracepoints
# dtrace -l -P io lists the io provider's probes, module vmlinux and no
# function; -l -v their stability (Evolving/Evolving/ISA for names and
# arguments) and argument types as illumos documents them.
$dtrace -l -P io | awk 'NR > 1 { print $2, $3, $4, NF }'
echo "status $?"
$dtrace -l -v -P io | awk '
	/^ *[0-9]+ +io / { name = $4; next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
