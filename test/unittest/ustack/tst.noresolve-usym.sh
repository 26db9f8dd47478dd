# -x noresolve applies to usym(), ufunc(), uaddr() and printf's %A as it
# does to ustack(): object:0xoffset (the offset in the object, here
# nofp_c's own, as nm gives it), not the symbol; umod() still names the
# object.  Without the option the same values print as symbols.
# @@requires: root uprobes
lib=$triggerdir/libustack-nofp.so
off=$(nm "$lib" | awk '$3 == "nofp_c" { print $1 }' | sed 's/^0*//')
prog='pid$target::nofp_c:entry
{
	usym(uregs[R_PC]); ufunc(uregs[R_PC]); umod(uregs[R_PC]); uaddr(uregs[R_PC] + 1);
	printf("\n%A\n", uregs[R_PC]);
	ustack(1);
	exit(0);
}'
for opt in "" "-x noresolve"; do
	echo "option: ${opt:-none}"
	$dtrace -q $opt -n "$prog" -c "$triggerdir/ustack-nofp" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	grep . out.txt | sed -e 's/  */ /g' -e 's/ $//' -e "s/:0x$off\b/:0xNOFP_C/g" \
		-e "s/:0x$(printf '%x' $((0x$off + 1)))\b/:0xNOFP_C+1/g"
done
