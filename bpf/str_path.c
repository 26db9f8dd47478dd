/*
 * D's basename(), dirname() and cleanpath() (D-LANGUAGE.md 6.5).
 *
 * basename() and dirname() give what illumos gives (like basename(1) and
 * dirname(1): trailing slashes ignored, "." for a name without a directory,
 * "/" for the root).  One pass over the string finds, without branching on
 * each character, the last component and the end of the one before it;
 * the answer is then copied.
 *
 * cleanpath() keeps illumos's rules: "//" and "/./" go, "dir/.." goes with
 * its directory (keeping the slash before it when it ends the path), a final
 * "/." and a leading "./" stay, ".." at the root of an absolute path is
 * dropped.  Where illumos goes wrong (relative paths whose ".." has nothing
 * left to remove, "/.." alone) it follows path.Clean: "a/../b" is "b",
 * "a/.." is ".", "../a" stays.  Whether a name stays depends on the ".."s
 * after it, so the path is read right to left, counting the ".."s still to
 * apply, and the result is written right-aligned in dst, then moved to its
 * start.  Loops follow bpf_support.h's "Verifier aids".
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

/* s[i] for i in [0, STRSZ - 1], else '/'; no branch but the bound's exit. */
#define path_at(s, i, out) ({						\
		__label__ in;						\
		uint64_t i_ = (i);					\
									\
		DT_OPAQUE(i_);						\
		DT_GOTO_IF_LT(i_, DT_CONST(STRSZ), in);			\
		goto out;						\
in:									\
		(uint64_t)(uint8_t)(s)[i_];				\
	})

/* dst[w] = c, where w must be in [0, STRSZ - 2]. */
#define path_put(dst, w, c, out) do {					\
		__label__ in;						\
		uint64_t w_ = (w);					\
									\
		DT_OPAQUE(w_);						\
		DT_GOTO_IF_LT(w_, DT_CONST(STRSZ) - 1, in);		\
		goto out;						\
in:									\
		(dst)[w_] = (c);					\
	} while (0)

DT_FUNC void dt_cleanpath(char *dst, const char *s)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t len = dt_strlen(s), f, k, i, w, e, st;
	uint64_t pending = 0, keep = 0, incomp = 0, fdd = 0, matched = 0;
	uint64_t tentative, popped = 0;

	if (len == 0 || len >= n)
		goto empty;
	/* f: the first slash; s[0, f) is the relative first name, P0 */
	for (f = 0; f < n - 1; f++) {
		uint64_t c = (uint8_t)s[f];

		DT_GOTO_IF_ZERO(c ^ '/', found);
		DT_GOTO_IF_NONZERO(c, next_f);
		goto found;
next_f:		;
	}
found:
	f = dt_forget(f, s);
	if (f > len)
		goto empty;

	/* The end of the result: a trailing slash, maybe only if a final ".."
	 * turns out to remove a name. */
	e = n - 2;
	dst[n - 1] = '\0';
	tentative = 0;
	w = e;
	if (len > f) {
		uint64_t last = path_at(s, len - 1, empty);

		if (last == '/') {
			path_put(dst, e, '/', empty);
			w = e - 1;
		} else if (len - f >= 3 && last == '.' &&
			   path_at(s, len - 2, empty) == '.' &&
			   path_at(s, len - 3, empty) == '/') {
			path_put(dst, e, '/', empty);
			w = e - 1;
			tentative = 1;
		}
	}
	w = dt_forget(w, dst);

	/* Right to left over what follows P0. */
	for (k = 0; k < n - 1; k++) {
		uint64_t c, c1, c2, slash, comp, rend, dot, isdot, isdd, normal;
		uint64_t final, any, pop, push, writeit;

		i = len - 1 - k;
		DT_GOTO_IF_LT(k, len - f, more);
		goto scanned;
more:
		c = path_at(s, i, empty);
		c1 = path_at(s, i - 1 + dt_iszero(i), empty);
		c2 = path_at(s, (i - 2) * (dt_lt(i, 2) ^ 1), empty);
		slash = dt_iszero(c ^ '/');
		comp = slash ^ 1;
		rend = comp & (incomp ^ 1);		/* a name's last char */
		dot = dt_iszero(c ^ '.');
		isdot = dot & dt_iszero(c1 ^ '/');
		isdd = dot & dt_iszero(c1 ^ '.') & dt_iszero(c2 ^ '/');
		normal = (isdot | isdd) ^ 1;
		final = dt_iszero(i ^ (len - 1));
		any = dt_iszero(pending) ^ 1;
		pop = rend & normal & any;
		push = rend & isdd;
		keep = dt_select(rend, (isdot & final) | (normal & (any ^ 1)), keep);
		pending = (pending + push - pop) & 0xfffff;
		fdd |= push & final;
		matched |= fdd & pop & dt_iszero(pending);
		/* a kept name's characters, and the slash just before it */
		writeit = keep & (comp | incomp);
		path_put(dst, w, c, empty);
		w = (w - writeit) & 0xfffff;
		incomp = comp;
	}
	goto empty;
scanned:
	w = dt_forget(w, dst);
	pending = dt_forget(pending, s);
	if (w >= n || pending >= n)
		goto empty;

	/* P0: a name (not "." or "..") that a ".." removes */
	if (f > 0 && pending > 0 &&
	    !(f == 1 && s[0] == '.') &&
	    !(f == 2 && s[0] == '.' && s[1] == '.')) {
		pending--;
		popped = 1;
		if (fdd && pending == 0)
			matched = 1;
	}
	if (tentative && !matched) {
		path_put(dst, e, '\0', empty);
		e--;
	}
	if (f > 0) {
		/* relative: the ".."s with nothing to remove, then P0 */
		for (k = 0; k < n; k++) {
			DT_GOTO_IF_LT(k, pending, up);
			break;
up:
			path_put(dst, w, '.', empty);
			path_put(dst, w - 1, '.', empty);
			path_put(dst, w - 2, '/', empty);
			w -= 3;
		}
		w = dt_forget(w & 0xfffff, dst);
		if (!popped) {
			for (k = 0; k < n; k++) {
				DT_GOTO_IF_LT(k, f, p0);
				break;
p0:
				path_put(dst, w - k, path_at(s, f - 1 - k, empty),
					 empty);
			}
			w = dt_forget((w - f) & 0xfffff, dst);
		}
	}
	st = w + 1;
	e = dt_forget(e, dst);
	if (st >= n || e >= n - 1)
		goto empty;
	/* a relative path that lost P0 does not start with a slash */
	if (f > 0 && popped && st <= e && dst[st] == '/')
		st++;
	if (st > e) {
		dst[0] = f == 0 ? '/' : '.';
		dst[1] = '\0';
		return;
	}
	path_put(dst, e + 1, '\0', empty);
	if (e - st + 2 > n)
		goto empty;
	/* left to the start: a forward byte copy, dst < dst + st */
	bpf_probe_read_kernel_str(dst, e - st + 2, dst + st);
	return;
empty:
	dst[0] = '\0';
}
