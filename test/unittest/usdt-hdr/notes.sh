# Helpers of the usdt-hdr tests (sourced): what an ELF file's probe notes say.

# One line per .note.stapsdt note, in order: "provider name args", the
# operand of each argument replaced by OP (the compiler chooses it; the
# size and sign before '@' are the header's).
stapsdt_notes()
{
	readelf -n "$1" | awk '
		function flush() { if (p != "") print p, n, (a == "" ? "(no arguments)" : a); p = ""; a = "" }
		/NT_STAPSDT/ { flush() }
		/^ *Provider:/ { p = $2 }
		/^ *Name:/ { n = $2 }
		/^ *Arguments:/ { sub(/^ *Arguments: */, ""); gsub(/@[^ ]*/, "@OP"); a = $0 }
		END { flush() }'
}

# One line per .note.dtrace note: its strings joined by '|'.
dtrace_notes()
{
	readelf -n "$1" | perl -ne '
		next unless /description data: (.*)/;
		my $s = join("", map { chr(hex($_)) } split(" ", $1));
		$s =~ s/\0$//;
		print join("|", split(/\0/, $s, -1)), "\n";'
}

# "semaphores ok" when every stapsdt note's semaphore is the address of
# its symbol provider_name_semaphore and lies in section .probes; else what
# differs.
check_semaphores()
{
	local bin=$1 bad=0 sem want start size
	read -r start size < <(readelf -SW "$bin" |
		awk '$2 == ".probes" { print $4, $6 } $3 == ".probes" { print $5, $7 }')
	while read -r prov name sem; do
		want=$(nm "$bin" | awk -v s="${prov}_${name}_semaphore" '$3 == s { print $1 }')
		if [ -z "$want" ] || (( 16#${sem#0x} != 16#$want )); then
			echo "$prov:$name: semaphore $sem, symbol ${want:-missing}"
			bad=1
		elif (( 16#${sem#0x} < 16#$start || 16#${sem#0x} + 2 > 16#$start + 16#$size )); then
			echo "$prov:$name: semaphore $sem outside .probes"
			bad=1
		fi
	done < <(readelf -n "$bin" | awk '
		/^ *Provider:/ { p = $2 } /^ *Name:/ { n = $2 }
		/Semaphore:/ { print p, n, $NF }')
	[ $bad = 0 ] && echo "semaphores ok"
}
