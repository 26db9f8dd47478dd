build-parsecheck/obj/libdtrace/dt_prov_dtrace.o: \
 libdtrace/dt_prov_dtrace.c libdtrace/dt_impl.h include/dtrace.h \
 include/dt_bpf_shared.h libdtrace/dt_errtags.h libdtrace/dt_types.h \
 libdtrace/dt_parser.h libdtrace/dt_pcb.h libdtrace/dt_probe.h \
 libdtrace/dt_bpfprog.h libdtrace/../uprobes/uprobe_elf.h
libdtrace/dt_impl.h:
include/dtrace.h:
include/dt_bpf_shared.h:
libdtrace/dt_errtags.h:
libdtrace/dt_types.h:
libdtrace/dt_parser.h:
libdtrace/dt_pcb.h:
libdtrace/dt_probe.h:
libdtrace/dt_bpfprog.h:
libdtrace/../uprobes/uprobe_elf.h:
