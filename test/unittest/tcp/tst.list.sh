# @@requires: root tracepoints
# dtrace -l -v lists the ip, tcp, udp and udplite probes (module vmlinux, no
# function) with their stability (Evolving/Evolving/ISA for names and
# arguments) and argument types as illumos documents them (args[6] of
# the tcp probes on a socket without a packet: the state that args[3]
# shows, for its translator).
for p in ip tcp udp udplite; do
	$dtrace -l -v -P $p | awk -v p=$p '
		$2 == p { name = $4; order = order " " name; next }
		/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
		/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
		END { print p ":" order; for (n in attr) print p ":" n ":" attr[n] types[n] | "sort" }'
	echo "status $?"
done
