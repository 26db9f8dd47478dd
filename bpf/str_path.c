/*
 * D's basename(), dirname() and cleanpath() (D-LANGUAGE.md 6.5).
 *
 * basename() and dirname() give what illumos gives (like basename(1) and
 * dirname(1): trailing slashes ignored, "." for a name without a directory,
 * "/" for the root).  One pass over the string finds the last component
 * and the end of the one before it; the answer is then copied.
 *
 * cleanpath() keeps illumos's rules: "//" and "/./" go, "dir/.." goes with
 * its directory (keeping the slash before it when it ends the path), a final
 * "/." and a leading "./" stay, ".." at the root of an absolute path is
 * dropped.  Where illumos goes wrong (relative paths whose ".." has nothing
 * left to remove, "/.." alone) it follows path.Clean: "a/../b" is "b",
 * "a/.." is ".", "../a" stays.  Whether a name stays depends on the ".."s
 * after it, so the path is read right to left, counting the ".."s still to
 * apply, and the result is written right-aligned in dst, then moved to its
 * start.  The loops are bpf_loop() callbacks (bpf_support.h, "Loops over
 * strings"); cleanpath's main one keeps the branch-free arithmetic it had as
 * a bounded loop, which also keeps its state's ranges from growing.
 */
#include "bpf_support.h"

struct basedir_loop {
	const char *s;
	uint64_t end;		/* the length of s */
	uint64_t slash;		/* the last character seen was a slash */
	/* positions + 1 (0: none): last non-slash, end of the previous name */
	uint64_t last1, prev1;
	uint64_t comp;		/* where the last name starts */
};

DT_LOOP_CB basedir_cb(uint64_t k, void *arg)
{
	struct basedir_loop *l = arg;
	uint64_t c;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	c = (uint8_t)l->s[k];
	if (c == 0) {
		l->end = k;
		return DT_LOOP_STOP;
	}
	if (c == '/') {
		l->slash = 1;
		return DT_LOOP_NEXT;
	}
	if (l->slash) {			/* a name starts here */
		l->prev1 = l->last1;
		l->comp = k;
	}
	l->last1 = k + 1;
	l->slash = 0;
	return DT_LOOP_NEXT;
}

static inline __attribute__((always_inline)) void
str_basedir(char *dst, const char *s, const int dir)
{
	uint64_t n = DT_CONST(STRSZ) - 1;
	struct basedir_loop l = { s, n, 1, 0, 0, 0 };
	uint64_t i, last1, prev1, comp;

	bpf_loop(n, basedir_cb, &l, 0);
	i = dt_forget(l.end, s);
	last1 = dt_forget(l.last1, s);
	prev1 = dt_forget(l.prev1, s);
	comp = dt_forget(l.comp, s);
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
	} else if (prev1 > n) {
		/* cannot happen, but 6.1's verifier does not bound prev1 by comp */
		dst[0] = '\0';
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

/* The state of cleanpath's loops. */
struct clean_loop {
	const char *s;
	char *dst;
	uint64_t len, f, top;	/* dst[top, ...) is the result so far */
	/* the main loop: the characters at hand, then what it has learnt */
	uint64_t c0, c1;
	uint64_t pending, keep, incomp, fdd, matched;
};

/* f: the first slash or the NUL. */
DT_LOOP_CB clean_first_cb(uint64_t k, void *arg)
{
	struct clean_loop *l = arg;
	uint64_t c;

	if (k >= DT_CONST(STRSZ) - 1)
		return DT_LOOP_STOP;
	c = (uint8_t)l->s[k];
	if (c != '/' && c != 0)
		return DT_LOOP_NEXT;
	l->f = k;
	return DT_LOOP_STOP;
}

/*
 * Character len - 1 - k, right to left over what follows P0, with the two
 * characters before it at hand (c1, c2): a name's class is known at its
 * last character.
 */
DT_LOOP_CB clean_main_cb(uint64_t k, void *arg)
{
	struct clean_loop *l = arg;
	uint64_t n = DT_CONST(STRSZ);
	uint64_t i = l->len - 1 - k, c, c1 = l->c1, c2, i2, slash, comp, rend;
	uint64_t dot, isdot, isdd, normal, final, any, pop, push, writeit, at;
	uint64_t pending = l->pending, keep = l->keep;

	i2 = (i - 2) * (dt_lt(i, 2) ^ 1);
	if (i2 >= n) {
		l->top = n;		/* cannot happen: an error for the caller */
		return DT_LOOP_STOP;
	}
	c = l->c0;
	c2 = (uint8_t)l->s[i2];
	slash = dt_iszero(c ^ '/');
	comp = slash ^ 1;
	rend = comp & (l->incomp ^ 1);		/* a name's last char */
	dot = dt_iszero(c ^ '.');
	isdot = dot & dt_iszero(c1 ^ '/');
	isdd = dot & dt_iszero(c1 ^ '.') & dt_iszero(c2 ^ '/');
	normal = (isdot | isdd) ^ 1;
	final = dt_iszero(k);
	any = dt_iszero(pending) ^ 1;
	pop = rend & normal & any;
	push = rend & isdd;
	keep = dt_select(rend, (isdot & final) | (normal & (any ^ 1)), keep) & 1;
	pending = (pending + push - pop) & 0xfffff;
	l->fdd |= push & final;
	l->matched |= l->fdd & pop & dt_iszero(pending);
	/*
	 * A kept name's characters, and the slash just before it, go to
	 * dst[top - 1]; the others to dst[n - 1], the NUL's place.
	 */
	writeit = keep & (comp | l->incomp);
	at = dt_select(writeit, l->top - 1, n - 1);
	if (at >= n) {
		l->top = n;
		return DT_LOOP_STOP;
	}
	l->dst[at] = c;
	l->top = (l->top - writeit) & 0xfffff;
	l->incomp = comp;
	l->pending = pending;
	l->keep = keep;
	l->c0 = c1;
	l->c1 = c2;
	return DT_LOOP_NEXT;
}

/* A "/.." that has nothing to remove, k-th from the right. */
DT_LOOP_CB clean_up_cb(uint64_t k, void *arg)
{
	struct clean_loop *l = arg;
	uint64_t at = l->top - 3 - 3 * k;

	if (at >= DT_CONST(STRSZ) - 3)
		return DT_LOOP_STOP;
	l->dst[at] = '/';
	l->dst[at + 1] = '.';
	l->dst[at + 2] = '.';
	return DT_LOOP_NEXT;
}

/* Character k from the right of P0, the relative first name. */
DT_LOOP_CB clean_p0_cb(uint64_t k, void *arg)
{
	struct clean_loop *l = arg;
	uint64_t at = l->top - 1 - k, from = l->f - 1 - k;

	if (at >= DT_CONST(STRSZ) - 1 || from >= DT_CONST(STRSZ))
		return DT_LOOP_STOP;
	l->dst[at] = l->s[from];
	return DT_LOOP_NEXT;
}

DT_FUNC void dt_cleanpath(char *dst, const char *s)
{
	uint64_t n = DT_CONST(STRSZ);
	struct clean_loop l = { .s = s, .dst = dst, .f = n - 1 };
	uint64_t len = dt_strlen(s), f, top, e, st, pending, fdd, matched;
	uint64_t tentative = 0, popped = 0;

	if (len == 0 || len >= n)
		goto empty;
	/* s[0, f) is the relative first name, P0 */
	bpf_loop(n - 1, clean_first_cb, &l, 0);
	f = dt_forget(l.f, s);
	if (f > len)
		goto empty;

	/*
	 * The end of the result: a trailing slash, perhaps only if a final
	 * ".." turns out to remove a name.
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
		l.c0 = c1;
		l.c1 = c2;
		slot = dt_lt(f, len) & dt_iszero(c1 ^ '/');
		tentative = dt_lt(f + 2, len) & dt_iszero(c1 ^ '.') &
			    dt_iszero(c2 ^ '.') & dt_iszero(c3 ^ '/');
		slot |= tentative;
		e = n - 2;
		dst[n - 1] = '\0';
		dst[n - 2] = '/';	/* overwritten if there is no slot */
		l.top = dt_forget(e + 1 - slot, dst);
	}
	l.len = len;
	bpf_loop(len - f, clean_main_cb, &l, 0);

	/* what the loop found, as one state for the verifier */
	top = dt_forget(l.top, dst);
	pending = dt_forget(l.pending, s);
	fdd = dt_forget(l.fdd, s);
	matched = dt_forget(l.matched, s);
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
		l.top = top;
		if (n >= 4)
			bpf_loop(pending, clean_up_cb, &l, 0);
		top = dt_forget(top - 3 * pending, dst);
		if (!popped) {
			l.top = top;
			l.f = f;
			bpf_loop(f, clean_p0_cb, &l, 0);
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
