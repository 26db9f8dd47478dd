/*
 * Flow indentation of record prefixes (dt_flow.c), OUTPUT.md 8.
 */
#ifndef DT_FLOW_H
#define DT_FLOW_H

#include "dt_impl.h"

/* The header once, then the indented prefix of a record of (prid, stid). */
extern void dt_flow_prefix(dtrace_hdl_t *, FILE *, int cpu, uint32_t prid, uint32_t stid);

#endif
