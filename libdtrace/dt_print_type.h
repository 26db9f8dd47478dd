/*
 * print() of a typed object (dt_print_type.c), OUTPUT.md 9.
 */
#ifndef DT_PRINT_TYPE_H
#define DT_PRINT_TYPE_H

#include "dt_impl.h"

/*
 * "ADDR = *\n", then the object of the given type whose first size bytes
 * (its recorded part) are at data.  Returns 0, or -1 for an unknown type.
 */
extern int dt_print_type(dtrace_hdl_t *, FILE *, dt_type_t, uint64_t addr, const void *data,
			 size_t size);

#endif
