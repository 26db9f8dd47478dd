# ustack() from profile probes, which stop the trigger anywhere: in its
# code or its library's (no frame pointers), in a PLT stub, in libc, in the
# kernel during a system call (the registers are those saved at the
# kernel's entry).  Every stack taken while main runs unwinds to _start.
# @@requires: root profile

$dtrace -q -n 'profile-997 /pid == $target/ { ustack(); }' \
	-c "$triggerdir/ustack-nofp 300000" > out.txt || { echo "dtrace failed"; exit 1; }
awk 'BEGIN { RS = "" }
	{ all++; if (all <= 3) first = first "\n" $0 "\n" }
	/`main\+/ { n++; if ($NF ~ /^ustack-nofp`_start\+/) ok++; else print "incomplete:\n" $0 }
	END { print (n >= 10 ? "10 or more" : n) " stacks through main, " \
		(ok == n ? "all" : ok) " of them down to _start"
		if (n < 10) print all " stacks in all; the first ones:" first }' out.txt
