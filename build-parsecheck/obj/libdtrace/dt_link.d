build-parsecheck/obj/libdtrace/dt_link.o: libdtrace/dt_link.c \
 libdtrace/dt_link.h libdtrace/dt_bpfprog.h libdtrace/dt_bpfobj.h
libdtrace/dt_link.h:
libdtrace/dt_bpfprog.h:
libdtrace/dt_bpfobj.h:
