/*
 * Hex dumps (OUTPUT.md 4.3): how the consumer prints tracemem() data,
 * trace() of structs, unions and arrays, and every traced value under
 * -x rawbytes.  The layout is the same in quiet mode.
 */
#include <stdio.h>
#include "dt_rawbytes.h"

static void dt_rawbytes_row(FILE *fp, const uint8_t *p, size_t off, size_t n)
{
	size_t i;

	fprintf(fp, "     %5zx:", off);
	for (i = 0; i < 16; i++) {
		if (i < n)
			fprintf(fp, " %02x", p[i]);
		else
			fputs("   ", fp);
	}
	fputs("  ", fp);
	for (i = 0; i < n; i++)
		fputc(p[i] >= 0x20 && p[i] <= 0x7e ? p[i] : '.', fp);
	fputc('\n', fp);
}

void dt_print_rawbytes(FILE *fp, const void *data, size_t size)
{
	const uint8_t *p = data;

	fprintf(fp, "\n%11s", "");
	for (int i = 0; i < 16; i++)
		fprintf(fp, "  %x", i);
	fputs("  0123456789abcdef\n", fp);
	for (size_t off = 0; off < size; off += 16)
		dt_rawbytes_row(fp, p + off, off, size - off < 16 ? size - off : 16);
}
