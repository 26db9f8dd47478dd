# @@requires: root tracepoints
# A kernel that loads neither tp_btf nor raw_tp programs has no proc
# probes: naming them says why, -l -P proc too (DTRACE_KF_DENY makes
# dtrace act as on such a kernel); -Z matches none.
export DTRACE_KF_DENY="tp_btf raw_tp"
$dtrace -n 'proc:::exit' 2>&1
echo "status $?"
$dtrace -l -P proc 2>&1 >/dev/null
echo "status $?"
$dtrace -Z -n 'proc:::exit' -n 'BEGIN { exit(0); }' > /dev/null 2>&1
echo "status with -Z $?"
