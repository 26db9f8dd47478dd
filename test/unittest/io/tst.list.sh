# @@requires: root tracepoints
# dtrace -l -P io lists the io provider's probes (start and done here;
# wait-start and wait-done, where fentry works, tst.wait.sh), module vmlinux and no
# function; -l -v their stability (Evolving/Evolving/ISA for names and
# arguments) and argument types as illumos documents them.
$dtrace -l -P io | awk 'NR > 1 && $4 !~ /^wait-/ { print $2, $3, $4, NF }'
echo "status $?"
$dtrace -l -v -P io | awk '
	/^ *[0-9]+ +io / { name = $4 ~ /^wait-/ ? "" : $4; next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) if (n != "") print n ":" attr[n] types[n] | "sort" }'
