/*
 * The D library: the .d files of the library directory (types, constants,
 * inlines and translators: psinfo_t, curpsinfo, EPERM, SIGINT...).
 *
 * They are compiled lazily, the first time a program names something the
 * compiler does not know: most programs never need them, and compiling them
 * reads the kernel's BTF (their translators start from kernel types), which
 * would cost every start.  A file that needs another says so with
 * "#pragma D depends_on library other.d"; that file is compiled first.
 * The directory is <libdir>/dlibs (the build tree) or <libdir> (installed),
 * and -L adds more.
 */
#define _GNU_SOURCE	/* asprintf */
#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

typedef struct dt_dlib {
	char *dl_path;
	char *dl_name;		/* base name, for depends_on */
	int dl_state;		/* 0 not yet, 1 being compiled, 2 done */
} dt_dlib_t;

static int dt_dlib_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_dlib_t *)a)->dl_name, ((const dt_dlib_t *)b)->dl_name);
}

/* Add the .d files of dir. */
static int dt_dlib_scan(dtrace_hdl_t *dtp, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (d == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		dt_dlib_t *nl, *l;

		if (len < 3 || strcmp(de->d_name + len - 2, ".d") != 0)
			continue;
		nl = realloc(dtp->dt_dlibs, (dtp->dt_ndlibs + 1) * sizeof(dt_dlib_t));
		if (nl == NULL)
			break;
		dtp->dt_dlibs = nl;
		l = &nl[dtp->dt_ndlibs];
		memset(l, 0, sizeof(*l));
		if (asprintf(&l->dl_path, "%s/%s", dir, de->d_name) < 0 ||
		    (l->dl_name = strdup(de->d_name)) == NULL) {
			free(l->dl_path);
			break;
		}
		dtp->dt_ndlibs++;
	}
	closedir(d);
	return 0;
}

static int dt_dlib_compile(dtrace_hdl_t *dtp, dt_dlib_t *l)
{
	dt_pcb_t *saved = yypcb;
	dtrace_prog_t *pgp;
	FILE *fp;

	if (l->dl_state == 2)
		return 0;
	if (l->dl_state == 1)
		return dt_set_errmsg(dtp, D_PRAGMA_DEPEND, "circular dependency of library %s",
				     l->dl_name);
	l->dl_state = 1;
	fp = fopen(l->dl_path, "re");
	if (fp == NULL)
		return dt_set_errmsg(dtp, D_NONE, "cannot read D library file %s", l->dl_path);
	pgp = dt_program_compile_lib(dtp, fp, l->dl_name);
	fclose(fp);
	yypcb = saved;
	if (pgp == NULL)
		return -1;
	l->dl_state = 2;
	return 0;
}

/* Compile the library file name (for #pragma D depends_on library). */
int dt_dlib_require(dtrace_hdl_t *dtp, const char *name)
{
	for (int i = 0; i < dtp->dt_ndlibs; i++) {
		if (strcmp(dtp->dt_dlibs[i].dl_name, name) == 0)
			return dt_dlib_compile(dtp, &dtp->dt_dlibs[i]);
	}
	return dt_set_errmsg(dtp, D_PRAGMA_DEPEND, "library %s not found", name);
}

/*
 * Compile every library file, once.  Returns 1 if that was done now (the
 * caller may look again for what it missed), 0 if it had been done, -1 on
 * error (with the message on the handle).
 */
int dt_dlib_load(dtrace_hdl_t *dtp)
{
	char dir[4096];

	if (dtp->dt_dlibs_loaded || dtp->dt_libdir == NULL || dt_opt(dtp, DT_OPT_NOLIBS) > 0)
		return 0;
	dtp->dt_dlibs_loaded = 1;
	if (!dtp->dt_dlibtypes_scanned) {
		snprintf(dir, sizeof(dir), "%s/dlibs", dtp->dt_libdir);
		dt_dlib_scan(dtp, dir);
		if (dtp->dt_ndlibs == 0)
			dt_dlib_scan(dtp, dtp->dt_libdir);
		for (int i = 0; i < dtp->dt_nlibdirs; i++)
			dt_dlib_scan(dtp, dtp->dt_libdirs[i]);
	}
	qsort(dtp->dt_dlibs, dtp->dt_ndlibs, sizeof(dt_dlib_t), dt_dlib_cmp);
	for (int i = 0; i < dtp->dt_ndlibs; i++) {
		if (dt_dlib_compile(dtp, &dtp->dt_dlibs[i]) != 0)
			return -1;
	}
	return 1;
}

/* The name a typedef declares: the last identifier before its ';' (not in braces). */
static void dt_dlib_scan_typedef(dtrace_hdl_t *dtp, const char *p, const char *end)
{
	int depth = 0;
	const char *last = NULL, *lastend = NULL;

	for (; p < end; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}')
			depth--;
		else if (*p == ';' && depth == 0)
			break;
		else if (depth == 0 && (isalpha((unsigned char)*p) || *p == '_') &&
			 (p == end || !(isalnum((unsigned char)p[-1]) || p[-1] == '_'))) {
			last = p;
			while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
				p++;
			lastend = p--;
		}
	}
	if (last != NULL) {
		char **v = realloc(dtp->dt_dlibtypes, (dtp->dt_ndlibtypes + 1) * sizeof(char *));

		if (v == NULL)
			return;
		dtp->dt_dlibtypes = v;
		if ((v[dtp->dt_ndlibtypes] = strndup(last, lastend - last)) != NULL)
			dtp->dt_ndlibtypes++;
	}
}

/*
 * Does the library declare typedef name?  The lexer asks this for words
 * that may be type names before the library is compiled: a scan of the
 * files' text for typedefs answers without compiling anything.
 */
int dt_dlib_typename(dtrace_hdl_t *dtp, const char *name)
{
	if (dtp->dt_dlibs_loaded || dtp->dt_libdir == NULL || dt_opt(dtp, DT_OPT_NOLIBS) > 0)
		return 0;
	if (!dtp->dt_dlibtypes_scanned) {
		char dir[4096];

		dtp->dt_dlibtypes_scanned = 1;
		snprintf(dir, sizeof(dir), "%s/dlibs", dtp->dt_libdir);
		dt_dlib_scan(dtp, dir);
		if (dtp->dt_ndlibs == 0)
			dt_dlib_scan(dtp, dtp->dt_libdir);
		/* -L directories too: their typedefs name types as well */
		for (int i = 0; i < dtp->dt_nlibdirs; i++)
			dt_dlib_scan(dtp, dtp->dt_libdirs[i]);
		for (int i = 0; i < dtp->dt_ndlibs; i++) {
			FILE *fp = fopen(dtp->dt_dlibs[i].dl_path, "re");
			char *text = NULL;
			size_t cap = 0;
			ssize_t n;

			if (fp == NULL)
				continue;
			n = getdelim(&text, &cap, '\0', fp);
			for (char *p = text; n > 0 && (p = strstr(p, "typedef")) != NULL; p += 7) {
				if ((p == text || !isalnum((unsigned char)p[-1])) && isspace((unsigned char)p[7]))
					dt_dlib_scan_typedef(dtp, p + 7, text + n);
			}
			free(text);
			fclose(fp);
		}
	}
	for (int i = 0; i < dtp->dt_ndlibtypes; i++) {
		if (strcmp(dtp->dt_dlibtypes[i], name) == 0)
			return 1;
	}
	return 0;
}

void dt_dlib_fini(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_ndlibtypes; i++)
		free(dtp->dt_dlibtypes[i]);
	free(dtp->dt_dlibtypes);
	for (int i = 0; i < dtp->dt_ndlibs; i++) {
		free(dtp->dt_dlibs[i].dl_path);
		free(dtp->dt_dlibs[i].dl_name);
	}
	free(dtp->dt_dlibs);
	for (int i = 0; i < dtp->dt_nlibdirs; i++)
		free(dtp->dt_libdirs[i]);
	free(dtp->dt_libdirs);
}
