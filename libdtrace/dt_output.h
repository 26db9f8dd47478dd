/*
 * freopen(), system() and the destructive-action check (dt_output.c).
 */
#ifndef DT_OUTPUT_H
#define DT_OUTPUT_H

#include "dt_impl.h"

/* dt_consume.c: format a PRINTF-like record (rd and its argument records) to fp. */
extern int dt_print_printf(dtrace_hdl_t *, FILE *, const dt_recdesc_t *, uint32_t prid,
			   const uint8_t *data);

/* dt_consume.c: probe lines leave out the CPU and ID columns (tests; cached). */
extern int dt_testing(void);

extern int dt_output_freopen(dtrace_hdl_t *, const dt_recdesc_t *, uint32_t prid,
			     uint32_t stid, const uint8_t *data);
extern int dt_output_system(dtrace_hdl_t *, const dt_recdesc_t *, uint32_t prid,
			    uint32_t stid, const uint8_t *data);
extern void dt_output_error(dtrace_hdl_t *, uint32_t prid, uint32_t stid, const char *msg);
extern int dt_output_check_destructive(dtrace_hdl_t *);
extern void dt_output_fini(dtrace_hdl_t *);

#endif
