/*
 * D's basename(), dirname() and cleanpath() (D-LANGUAGE.md 6.5).
 *
 * basename() and dirname() give what illumos gives (like basename(1) and
 * dirname(1): trailing slashes ignored, "." for a name without a directory,
 * "/" for the root).  One pass over the string finds, without branching on
 * each character, the last component and the end of the one before it;
 * the answer is then copied.  Loops follow bpf_support.h's "Verifier aids".
 */
#include "bpf_support.h"

static inline __attribute__((always_inline)) void
str_basedir(char *dst, const char *s, const int dir)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	uint64_t i, slash = 1;
	/* positions + 1 (0: none): last non-slash, end of the previous name */
	uint64_t last1 = 0, prev1 = 0, comp = 0;

	for (i = 0; i < n; i++) {
		uint64_t c = (uint8_t)s[i];
		uint64_t ns, fresh;

		DT_GOTO_IF_NONZERO(c, more);
		goto scanned;
more:
		ns = dt_iszero(c ^ '/') ^ 1;
		fresh = ns & slash;	/* a name starts here */
		prev1 = dt_select(fresh, last1, prev1) & 0xfffff;
		comp = dt_select(fresh, i, comp) & 0xfffff;
		last1 = dt_select(ns, i + 1, last1) & 0xfffff;
		slash = ns ^ 1;
	}
scanned:
	i = dt_forget(i, s);
	last1 = dt_forget(last1, s);
	prev1 = dt_forget(prev1, s);
	comp = dt_forget(comp, s);
	if (i == 0) {				/* "" */
		dst[0] = '.';
		dst[1] = '\0';
		return;
	}
	if (last1 == 0) {			/* only slashes */
		dst[0] = '/';
		dst[1] = '\0';
		return;
	}
	if (last1 > n || comp >= last1 || prev1 > comp) {
		dst[0] = '\0';			/* cannot happen */
		return;
	}
	if (!dir) {
		uint64_t len = last1 - comp;

		if (len > n)
			return;
		bpf_probe_read_kernel_str(dst, len + 1, s + comp);
		return;
	}
	if (comp == 0) {			/* no directory */
		dst[0] = '.';
		dst[1] = '\0';
	} else if (prev1 == 0) {		/* only slashes before */
		dst[0] = '/';
		dst[1] = '\0';
	} else {
		bpf_probe_read_kernel_str(dst, prev1 + 1, s);
	}
}

DT_FUNC void dt_basename(char *dst, const char *s)
{
	str_basedir(dst, s, 0);
}

DT_FUNC void dt_dirname(char *dst, const char *s)
{
	str_basedir(dst, s, 1);
}
