/*
 * The string table: every string constant of the program (and, at run time,
 * the names of the enabled probes) in one buffer that becomes the value of
 * the "strtab" array map.  Generated code points into it directly
 * (BPF_PSEUDO_MAP_VALUE + offset), so a constant costs nothing to use.  The
 * map value ends with STRSZ zero bytes, so that reading a whole string
 * buffer from any offset stays inside it.  Offset 0 holds "".
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

static uint32_t dt_strtab_hashval(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* Find s (its slot in the hash, holding 0 if absent: offset 0 is never hashed). */
static uint32_t *dt_strtab_slot(dtrace_hdl_t *dtp, const char *s)
{
	uint32_t mask = dtp->dt_strhashsz - 1, i = dt_strtab_hashval(s) & mask;

	while (dtp->dt_strhash[i] != 0 && strcmp(dtp->dt_strtab + dtp->dt_strhash[i], s) != 0)
		i = (i + 1) & mask;
	return &dtp->dt_strhash[i];
}

static int dt_strtab_grow_hash(dtrace_hdl_t *dtp)
{
	uint32_t *old = dtp->dt_strhash, oldsz = dtp->dt_strhashsz;

	dtp->dt_strhashsz = oldsz ? oldsz * 2 : 256;
	dtp->dt_strhash = calloc(dtp->dt_strhashsz, sizeof(uint32_t));
	if (dtp->dt_strhash == NULL) {
		dtp->dt_strhash = old;
		dtp->dt_strhashsz = oldsz;
		return -1;
	}
	for (uint32_t i = 0; i < oldsz; i++) {
		if (old[i] != 0)
			*dt_strtab_slot(dtp, dtp->dt_strtab + old[i]) = old[i];
	}
	free(old);
	return 0;
}

int64_t dt_strtab_insert(dtrace_hdl_t *dtp, const char *s)
{
	size_t len = strlen(s) + 1;
	uint32_t *slot, off;

	if (len == 1)
		return 0;
	if (dtp->dt_strlen == 0) {
		/* offset 0 is the empty string */
		dtp->dt_strtab = calloc(1, 256);
		if (dtp->dt_strtab == NULL)
			return -1;
		dtp->dt_strcap = 256;
		dtp->dt_strlen = 1;
	}
	if (2 * (dtp->dt_nstrs + 1) > dtp->dt_strhashsz && dt_strtab_grow_hash(dtp) != 0)
		return -1;
	slot = dt_strtab_slot(dtp, s);
	if (*slot != 0)
		return *slot;
	if (dtp->dt_strlen + len > dtp->dt_strcap) {
		uint32_t cap = (dtp->dt_strlen + len) * 2;
		char *p = realloc(dtp->dt_strtab, cap);

		if (p == NULL)
			return -1;
		dtp->dt_strtab = p;
		dtp->dt_strcap = cap;
	}
	off = dtp->dt_strlen;
	memcpy(dtp->dt_strtab + off, s, len);
	dtp->dt_strlen += len;
	*slot = off;
	dtp->dt_nstrs++;
	return off;
}
