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

DT_FUNC void dt_cleanpath(char *dst, const char *s)
{
	uint64_t n = DT_CONST(STRSZ);
	uint64_t len = dt_strlen(s), f, k, i, top, e, st;
	uint64_t pending = 0, keep = 0, incomp = 0, fdd = 0, matched = 0;
	uint64_t tentative = 0, popped = 0, c0, c1, last0, last1;

	if (len == 0 || len >= n)
		goto empty;
	/* f: the first slash; s[0, f) is the relative first name, P0 */
	#pragma clang loop unroll(disable)
	for (f = 0; f < n - 1; f++) {
		uint64_t c = (uint8_t)s[f];

		DT_GOTO_IF_ZERO(c ^ '/', found);
		DT_GOTO_IF_NONZERO(c, next_f);
		goto found;
next_f:		;
	}
found:
	f = dt_forget(f & 0xfffff, s);
	if (f > len)
		goto empty;

	/*
	 * The end of the result: a trailing slash, perhaps only if a final
	 * ".." turns out to remove a name.  Worked out without branches, so
	 * that the verifier comes to the loop below with one state.
	 */
	{
		uint64_t l1 = len - 1, l2 = (len - 2) * dt_lt(1, len);
		uint64_t l3 = (len - 3) * dt_lt(2, len), c1, c2, c3, slot;

		DT_OPAQUE(l1);
		DT_OPAQUE(l2);
		DT_OPAQUE(l3);
		if (l1 >= n || l2 >= n || l3 >= n)
			goto empty;
		c1 = (uint8_t)s[l1];
		c2 = (uint8_t)s[l2];
		c3 = (uint8_t)s[l3];
		last0 = c1;
		last1 = c2;
		slot = dt_lt(f, len) & dt_iszero(c1 ^ '/');
		tentative = dt_lt(f + 2, len) & dt_iszero(c1 ^ '.') &
			    dt_iszero(c2 ^ '.') & dt_iszero(c3 ^ '/');
		slot |= tentative;
		e = n - 2;
		dst[n - 1] = '\0';
		dst[n - 2] = '/';	/* overwritten if there is no slot */
		top = dt_forget(e + 1 - slot, dst);
		len = dt_forget(len, s);
		f = dt_forget(f, s);
		if (len >= n || f > len)
			goto empty;
	}

	/*
	 * Right to left over what follows P0, with the two characters before
	 * the current one at hand (c1, c2): a name's class is known at its
	 * last character.
	 */
	c0 = last0;
	c1 = last1;
	#pragma clang loop unroll(disable)
	for (k = 0; k < n - 1; k++) {
		uint64_t c, c2, i2, slash, comp, rend, dot, isdot, isdd;
		uint64_t normal, final, any, pop, push, writeit, at = top - 1;

		DT_GOTO_IF_LT(k, len - f, more);
		break;
more:
		i = len - 1 - k;
		i2 = (i - 2) * (dt_lt(i, 2) ^ 1);
		DT_OPAQUE(i2);
		DT_GOTO_IF_LT(i2, n, in_i2);
		dst[0] = '\0';
		return;
in_i2:
		c = c0;
		c2 = (uint8_t)s[i2];
		/* for the next character to the left */
		c0 = c1;
		slash = dt_iszero(c ^ '/');
		comp = slash ^ 1;
		rend = comp & (incomp ^ 1);		/* a name's last char */
		dot = dt_iszero(c ^ '.');
		isdot = dot & dt_iszero(c1 ^ '/');
		isdd = dot & dt_iszero(c1 ^ '.') & dt_iszero(c2 ^ '/');
		normal = (isdot | isdd) ^ 1;
		final = dt_iszero(k);
		any = dt_iszero(pending) ^ 1;
		pop = rend & normal & any;
		push = rend & isdd;
		keep = dt_select(rend, (isdot & final) | (normal & (any ^ 1)), keep);
		pending = (pending + push - pop) & 0xfffff;
		fdd |= push & final;
		matched |= fdd & pop & dt_iszero(pending);
		/*
		 * A kept name's characters, and the slash just before it, go
		 * to dst[top - 1]; the others to dst[n - 1], the NUL's place.
		 */
		writeit = keep & (comp | incomp);
		at = dt_select(writeit, at, n - 1);
		DT_OPAQUE(at);
		DT_GOTO_IF_LT(at, n, in_w);
		dst[0] = '\0';
		return;
in_w:
		dst[at] = c;
		top = (top - writeit) & 0xfffff;
		incomp = comp;
		c1 = c2;
	}
	/* what the loop found, as one state for the verifier */
	top = dt_forget(top, dst);
	pending = dt_forget(pending, s);
	fdd = dt_forget(fdd, s);
	matched = dt_forget(matched, s);
	tentative = dt_forget(tentative, s);
	len = dt_forget(len, s);
	f = dt_forget(f, s);
	if (top >= n || pending >= n || len >= n || f > len)
		goto empty;

	/* P0: a name (not "." or "..") that a ".." removes */
	if (f > 0 && pending > 0 && !(f == 1 && s[0] == '.') &&
	    !(f == 2 && s[0] == '.' && s[1] == '.')) {
		pending--;
		popped = 1;
		if (fdd && pending == 0)
			matched = 1;
	}
	if (tentative && !matched) {
		dst[n - 2] = '\0';
		e--;
	}
	if (f > 0) {
		/* relative: the ".."s with nothing to remove, then P0 */
		#pragma clang loop unroll(disable)
		for (k = 0; k < n && n >= 4; k++) {
			uint64_t at = top - 3 - 3 * k;	/* "/.." there */

			DT_GOTO_IF_LT(k, pending, up);
			break;
up:
			DT_OPAQUE(at);
			DT_GOTO_IF_LT(at, n - 3, in_up);
			dst[0] = '\0';
			return;
in_up:
			dst[at] = '/';
			dst[at + 1] = '.';
			dst[at + 2] = '.';
		}
		top = dt_forget(top - 3 * pending, dst);
		if (!popped) {
			#pragma clang loop unroll(disable)
			for (k = 0; k < n; k++) {
				uint64_t at = top - 1 - k, from = f - 1 - k;

				DT_GOTO_IF_LT(k, f, p0);
				break;
p0:
				DT_OPAQUE(at);
				DT_OPAQUE(from);
				DT_GOTO_IF_LT(at, n - 1, in_at);
				dst[0] = '\0';
				return;
in_at:
				DT_GOTO_IF_LT(from, n, in_from);
				dst[0] = '\0';
				return;
in_from:
				dst[at] = s[from];
			}
			top = dt_forget(top - f, dst);
		}
	}
	st = top;
	e = dt_forget(e & 0xfffff, dst);
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
	dst[e + 1] = '\0';
	if (e + 2 - st > n || st >= n)
		goto empty;
	/* to the start: a forward byte copy, and dst < dst + st */
	bpf_probe_read_kernel_str(dst, e + 2 - st, dst + st);
	return;
empty:
	dst[0] = '\0';
}
