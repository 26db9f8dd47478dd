build-parsecheck/obj/libdtrace/dt_errtags.o: libdtrace/dt_errtags.c \
 libdtrace/dt_errtags.h
libdtrace/dt_errtags.h:
