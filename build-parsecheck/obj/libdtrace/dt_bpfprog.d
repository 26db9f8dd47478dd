build-parsecheck/obj/libdtrace/dt_bpfprog.o: libdtrace/dt_bpfprog.c \
 libdtrace/dt_bpfprog.h
libdtrace/dt_bpfprog.h:
