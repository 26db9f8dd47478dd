# @@requires: root uprobes
# Offsets and returning instructions, checked against objdump's
# disassembly of the trigger: a probe at each instruction (no name: every
# one, and entry and return), at a named offset, refused off an
# instruction boundary; return probes fire at the returning instruction
# taken, whose offset is arg0 (pidt_clamp has two: a > 100 returns -1
# from the second).
t=$triggerdir/pid-calls
command -v objdump > /dev/null || { echo "no objdump"; exit 77; }
insns() {	# function: the offsets of its instructions, in hex, and mnemonics
	objdump -d --no-show-raw-insn "$t" | awk -v f="<$1>:" '
	$2 == f { print $1; on = 1; next }
	on && /^$/ { exit }
	on && $1 ~ /:$/ { a = $1; sub(/:/, "", a); print a, $2 }' | {
		read start
		while read a m; do printf '%x %s\n' $((16#$a - 16#$start)) "$m"; done
	}
}
insns pidt_add > add.insns
insns pidt_clamp > clamp.insns
n=$(wc -l < add.insns)
second=$(awk 'NR == 2 { print $1 }' add.insns)
rets=$(awk '$2 ~ /^ret/ { printf "%s ", $1 }' clamp.insns)

$dtrace -l -n 'pid$target:a.out:pidt_add:' -c $t | awk 'NR > 1 { print $5 }' | sort > names
[ "$(wc -l < names)" -eq $((n + 2)) ] && echo "no name: entry, return and the $n instructions" ||
	{ echo "listed:"; cat names; }
awk '{ print $1 }' add.insns | sort | comm -13 names - | sed 's/^/missing offset /'

# every instruction of pidt_add (straight-line code) runs in each of its 5 calls
$dtrace -q -c $t -n 'pid$target:a.out:pidt_add:[0-9a-f]* /probename != "entry"/ { @ = count(); }
END { printa("%@d\n", @); }' > every.out
[ "$(head -1 every.out)" -eq $((5 * n)) ] && echo "every instruction fired 5 times" ||
	echo "every: $(head -1 every.out) firings for $n instructions"

$dtrace -q -c $t -n 'pid$target:a.out:pidt_add:'$second' { printf("%s %d %d\n", probename, arg0, arg1); }' |
	sed "s/^$second /second instruction /"

$dtrace -q -c $t -n 'pid$target:a.out:pidt_clamp:return { printf("%x %d\n", arg0, (int)arg1); }' > ret.out
set -- $rets
got=$(awk 'NF { printf "%s ", $1 }' ret.out)
[ $# -eq 2 ] && [ "$got" = "$1 $2 $1 " ] && echo "pidt_clamp returned at its two ret instructions" ||
	echo "pidt_clamp's ret instructions: $rets; arg0 of its returns: $got"
awk 'NF { print "value", $2 }' ret.out

# not on an instruction: the second instruction's second byte
inside=$(printf %x $((16#$second + 1)))
$dtrace -c $t -n 'pid$target:a.out:pidt_add:'$inside' { }' 2>&1 | sed "s/\b$inside\b/SECOND+1/g; s/0x$inside\b/0xSECOND+1/"
echo "status ${PIPESTATUS[0]}"
