dtrace: failed to compile script err.D_PDESC_ZERO.nosuch.d: [D_PDESC_ZERO] line 6: probe description sdt:sched::no_such_event does not match any probes
