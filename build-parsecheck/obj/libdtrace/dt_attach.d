build-parsecheck/obj/libdtrace/dt_attach.o: libdtrace/dt_attach.c \
 libdtrace/dt_impl.h include/dtrace.h include/dt_bpf_shared.h \
 libdtrace/dt_errtags.h libdtrace/dt_types.h libdtrace/dt_parser.h \
 libdtrace/dt_pcb.h libdtrace/dt_probe.h libdtrace/dt_bpfprog.h
libdtrace/dt_impl.h:
include/dtrace.h:
include/dt_bpf_shared.h:
libdtrace/dt_errtags.h:
libdtrace/dt_types.h:
libdtrace/dt_parser.h:
libdtrace/dt_pcb.h:
libdtrace/dt_probe.h:
libdtrace/dt_bpfprog.h:
