cs-kernel 20
cs-user 0
context_switches-all 20
perf_count_sw_context_switches-kernel 20

