# @@requires: root tracepoints rawtp
# @@timeout: 60
# On a kernel without tp_btf the stable layer loads raw_tp programs (the
# end of each wait, and the layer's program recording the begins):
# tst.adaptive.sh gives the same output that way (DTRACE_KF_DENY makes
# dtrace act as on such a kernel).
export DTRACE_KF_DENY=tp_btf
. $testdir/tst.adaptive.sh
