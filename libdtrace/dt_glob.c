/*
 * Glob matching of probe description fields (D-LANGUAGE.md 1.3): step 4 of
 * DESIGN.md's flow matches every field of a description against the probe
 * catalogue with dt_gmatch().
 *
 * Syntax, as gmatch(3GEN) in DTrace: '*' any string, '?' any character,
 * '[...]' a set with ranges 'a-z' and negation '[!...]', '\x' the character
 * x itself.  An unterminated '[' stands for itself.
 */
#include <string.h>
#include "dt_impl.h"

/*
 * Match c against the set starting after '['.  Returns the pointer past the
 * closing ']' and stores the result in *matched, or NULL if the set is not
 * terminated.
 */
static const char *dt_gmatch_set(const char *p, unsigned char c, int *matched)
{
	int negate = 0, found = 0, first = 1;

	if (*p == '!') {
		negate = 1;
		p++;
	}
	/* a ']' right after '[' or '[!' is a member, as in sh(1) */
	while (*p != '\0' && (*p != ']' || first)) {
		unsigned char lo, hi;

		first = 0;
		if (*p == '\\' && p[1] != '\0')
			p++;
		lo = hi = (unsigned char)*p++;
		if (*p == '-' && p[1] != ']' && p[1] != '\0') {
			p++;
			if (*p == '\\' && p[1] != '\0')
				p++;
			hi = (unsigned char)*p++;
		}
		if (lo <= c && c <= hi)
			found = 1;
	}
	if (*p != ']')
		return NULL;
	*matched = found != negate;
	return p + 1;
}

int dt_gmatch(const char *s, const char *pattern)
{
	const char *p = pattern;
	const char *star_p = NULL, *star_s = NULL;	/* backtrack point of the last '*' */

	for (;;) {
		const char *next;
		int ok;

		if (*p == '*') {
			while (*p == '*')
				p++;
			star_p = p;
			star_s = s;
			continue;
		}
		if (*p == '\0' && *s == '\0')
			return 1;
		ok = 0;
		next = p + 1;
		if (*s != '\0') {
			switch (*p) {
			case '\0':
				break;
			case '?':
				ok = 1;
				break;
			case '[':
				next = dt_gmatch_set(p + 1, (unsigned char)*s, &ok);
				if (next == NULL) {
					ok = *s == '[';
					next = p + 1;
				}
				break;
			case '\\':
				if (p[1] != '\0')
					next = p + 2;
				ok = *s == next[-1];
				break;
			default:
				ok = *s == *p;
			}
		}
		if (ok) {
			p = next;
			s++;
			continue;
		}
		/* mismatch: let the last '*' swallow one more character */
		if (star_p == NULL || *star_s == '\0')
			return 0;
		p = star_p;
		s = ++star_s;
	}
}

/*
 * True if the pattern cannot be compared as plain text: it has glob
 * characters or escapes (whose text differs from what they match).
 */
int dt_is_glob(const char *pattern)
{
	return strpbrk(pattern, "*?[\\") != NULL;
}
