# @@requires: root profile
# cpu_clock in each mode, while the trigger alternates between user mode and
# system calls: the user probe fires only in user mode (arg0 0, arg1 the
# user PC), the kernel one only in the kernel (arg0 the kernel PC, arg1 0),
# the all one in both; each fires in the trigger.
$dtrace -q -c "$triggerdir/getppid-loop 3000000" -n '
BEGIN { u = ut = ubad = k = kt = kbad = au = ak = abad = 0; }
cpc:::cpu_clock-user-1000000 { u++; ubad += arg0 != 0 || arg1 == 0; }
cpc:::cpu_clock-user-1000000 /pid == $target/ { ut++; }
cpc:::cpu_clock-kernel-1000000 { k++; kbad += arg0 == 0 || arg1 != 0; }
cpc:::cpu_clock-kernel-1000000 /pid == $target/ { kt++; }
cpc:::cpu_clock-all-1000000 /pid == $target/ { arg0 ? ak++ : au++; abad += (arg0 == 0) == (arg1 == 0); }
END
{
	printf("user: in the trigger %d, wrong pcs %d\n", ut > 0, ubad);
	printf("kernel: in the trigger %d, wrong pcs %d\n", kt > 0, kbad);
	printf("all: user %d, kernel %d, wrong pcs %d\n", au > 0, ak > 0, abad);
}'
