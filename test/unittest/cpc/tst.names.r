list all: status 0, 0 probes
listed: cpc cpu_clock-all-1000000 3
listed: cpc page_faults-kernel-10000 3
with a module: 0 probes

cpu_clock-all-5000: status 0: 
cpu_clock-all-4999: status 1: probe cpc:::cpu_clock-all-4999 is invalid: count 4999 is below the minimum, 5000
cpu_clock-all-0: status 1: probe cpc:::cpu_clock-all-0 is invalid: count 0 is below the minimum, 5000
cpu_clock-all-10000x: status 1: probe cpc:::cpu_clock-all-10000x is invalid: count '10000x' is not a decimal number
cpu_clock-all--5000: status 1: probe cpc:::cpu_clock-all--5000 is invalid: event cpu_clock takes no mask or attributes (only platform events do)
cpu_clock-all-99999999999999999999: status 1: probe cpc:::cpu_clock-all-99999999999999999999 is invalid: count 99999999999999999999 is above the maximum, 9223372036854775807

cpu_clock-all-9223372036854775807: status 0: 
cpu_clock-all-9223372036854775808: status 1: probe cpc:::cpu_clock-all-9223372036854775808 is invalid: count 9223372036854775808 is above the maximum, 9223372036854775807
cpu_clock-bogus-10000: status 1: probe cpc:::cpu_clock-bogus-10000 is invalid: unknown mode 'bogus' (user, kernel or all)
cpu_clock-User-10000: status 1: probe cpc:::cpu_clock-User-10000 is invalid: unknown mode 'User' (user, kernel or all)
cpu-clock-all-10000: status 1: probe cpc:::cpu-clock-all-10000 is invalid: unknown event 'cpu'
bogus-all-10000: status 1: probe cpc:::bogus-all-10000 is invalid: unknown event 'bogus'
CPU_CLOCK-all-10000: status 1: probe cpc:::CPU_CLOCK-all-10000 is invalid: unknown event 'CPU_CLOCK'
cpu_clock-all: status 1: probe cpc:::cpu_clock-all is invalid: names are <event>-<mode>[-<mask>]-<count>
cpu_clock: status 1: probe cpc:::cpu_clock is invalid: names are <event>-<mode>[-<mask>]-<count>
cpu_clock-user-0x1e-10000: status 1: probe cpc:::cpu_clock-user-0x1e-10000 is invalid: event cpu_clock takes no mask or attributes (only platform events do)
cpu_clock-user-a_1-b_2-10000: status 1: probe cpc:::cpu_clock-user-a_1-b_2-10000 is invalid: event cpu_clock takes no mask or attributes (only platform events do)
PAPI_fp_ops-all-10000: status 1: probe cpc:::PAPI_fp_ops-all-10000 cannot be used on this machine: generic event PAPI_fp_ops has no Linux perf event to count it by
PAPI_l2_tcm-user-10000: status 1: probe cpc:::PAPI_l2_tcm-user-10000 cannot be used on this machine: generic event PAPI_l2_tcm has no Linux perf event to count it by
PAPI_tot_cyc-user-0x1-10000: status 1: probe cpc:::PAPI_tot_cyc-user-0x1-10000 is invalid: event PAPI_tot_cyc takes no mask or attributes (only platform events do)
rzz-all-10000: status 1: probe cpc:::rzz-all-10000 is invalid: unknown event 'rzz'
r-all-10000: status 1: probe cpc:::r-all-10000 is invalid: unknown event 'r'
r12345678901234567-all-10000: status 1: probe cpc:::r12345678901234567-all-10000 is invalid: unknown event 'r12345678901234567'
r3c-all-0xzz-10000: status 1: probe cpc:::r3c-all-0xzz-10000 is invalid: mask '0xzz' is not a hexadecimal number (0x...)
r3c-all-1e-10000: status 1: probe cpc:::r3c-all-1e-10000 is invalid: mask '1e' is not a hexadecimal number (0x...)
r3c-all-edge_1-10000: status 1: probe cpc:::r3c-all-edge_1-10000 cannot be used on this machine: attributes of platform events are not supported yet
r3c-all-0x1-0x2-10000: status 1: probe cpc:::r3c-all-0x1-0x2-10000 cannot be used on this machine: attributes of platform events are not supported yet

-Z: status 0

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common

	Argument Types
		None

