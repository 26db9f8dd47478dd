dtrace: invalid probe specifier proc:::exit: proc probes cannot be used on this kernel: tp_btf denied by DTRACE_KF_DENY; raw_tp denied by DTRACE_KF_DENY
status 1
dtrace: failed to match proc:::: proc probes cannot be used on this kernel: tp_btf denied by DTRACE_KF_DENY; raw_tp denied by DTRACE_KF_DENY
status 1
status with -Z 0
