dtrace: failed to compile script err.D_PDESC_ZERO.dtrace.d: [D_PDESC_ZERO] line 1: probe description dtrace:::nosuch does not match any probes
