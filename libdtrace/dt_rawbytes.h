/*
 * Hex dumps of traced bytes (dt_rawbytes.c), OUTPUT.md 4.3.
 */
#ifndef DT_RAWBYTES_H
#define DT_RAWBYTES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* "\n", the column header, then one row per 16 bytes. */
extern void dt_print_rawbytes(FILE *fp, const void *data, size_t size);

#endif
