1
status 1
could not enable tracing: failed to load program dt_dtrace_0: verifier log buffer too small (-x bpflogsize)
