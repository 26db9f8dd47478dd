build-parsecheck/obj/libdtrace/dt_printf.o: libdtrace/dt_printf.c \
 libdtrace/dt_printf.h libdtrace/dt_errtags.h
libdtrace/dt_printf.h:
libdtrace/dt_errtags.h:
