build-parsecheck/obj/libdtrace/dt_bpfobj.o: libdtrace/dt_bpfobj.c \
 libdtrace/dt_bpfobj.h libdtrace/dt_bpfprog.h
libdtrace/dt_bpfobj.h:
libdtrace/dt_bpfprog.h:
