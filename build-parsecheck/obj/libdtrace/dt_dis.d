build-parsecheck/obj/libdtrace/dt_dis.o: libdtrace/dt_dis.c \
 libdtrace/dt_bpfprog.h
libdtrace/dt_bpfprog.h:
