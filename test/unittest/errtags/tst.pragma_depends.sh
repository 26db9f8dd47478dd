# #pragma D depends_on: the kernel itself, a built-in module (/sys/module),
# a known provider are satisfied; an absent module, "-" spelled for "_",
# and a library from the main program are not or are refused.
# @@requires: root
try() {
	printf '%s\nBEGIN { exit(0); }\n' "$1" > t.d
	$dtrace -q -x errtags -s t.d 2>&1
	echo "status $?"
}
mod=$(ls /sys/module | grep -- '_' | head -1)
if [ -z "$mod" ]; then
	echo "no module with _ in its name under /sys/module" >&2
	exit 77
fi
try '#pragma D depends_on module vmlinux'
try "#pragma D depends_on module $mod"
try "#pragma D depends_on module $(echo "$mod" | tr _ -)"
try '#pragma D depends_on provider dtrace'
try '#pragma D depends_on module dtt_no_such_module'
try '#pragma D depends_on library procfs.d'
