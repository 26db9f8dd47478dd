/*
 * tracefs: where the kernel lists its trace events.  Providers built on
 * tracepoints (syscall, sdt, ...) read event directory names when they
 * populate their catalogue (step 4 of DESIGN.md's flow) and an event's id and
 * format when they attach (step 7).  Only reads happen here: attachments are
 * perf events, never text written to tracefs.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "dt_impl.h"

static const char *const dt_tracefs_dirs[] = {
	"/sys/kernel/tracing",
	"/sys/kernel/debug/tracing",
};

static int dt_tracefs_has_events(const char *dir)
{
	char path[256];
	struct stat st;

	snprintf(path, sizeof(path), "%s/events", dir);
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *dt_tracefs_path(dtrace_hdl_t *dtp)
{
	const char *dir = NULL;
	size_t i;

	if (dtp->dt_tracefs != NULL)
		return dtp->dt_tracefs;
	for (i = 0; i < sizeof(dt_tracefs_dirs) / sizeof(dt_tracefs_dirs[0]); i++) {
		if (dt_tracefs_has_events(dt_tracefs_dirs[i])) {
			dir = dt_tracefs_dirs[i];
			break;
		}
	}
	if (dir == NULL) {
		/* not mounted (a minimal system): mount it where it belongs */
		dir = dt_tracefs_dirs[0];
		if (mount("tracefs", dir, "tracefs", 0, NULL) != 0) {
			dt_set_errmsg(dtp, D_NONE, "cannot find tracefs, and cannot mount it on %s: %s",
				      dir, strerror(errno));
			return NULL;
		}
		if (!dt_tracefs_has_events(dir)) {
			dt_set_errmsg(dtp, D_NONE, "tracefs mounted on %s has no events directory", dir);
			return NULL;
		}
	}
	dtp->dt_tracefs = strdup(dir);
	if (dtp->dt_tracefs == NULL)
		dt_set_errmsg(dtp, D_NONE, "out of memory");
	return dtp->dt_tracefs;
}

char *dt_tracefs_event_file(dtrace_hdl_t *dtp, const char *group, const char *event,
			    const char *file)
{
	const char *tfs = dt_tracefs_path(dtp);
	char path[PATH_MAX], *buf = NULL;
	size_t len = 0, cap = 0, n;
	FILE *fp;

	if (tfs == NULL)
		return NULL;
	if (snprintf(path, sizeof(path), "%s/events/%s/%s/%s", tfs, group, event,
		     file) >= (int)sizeof(path)) {
		dt_set_errmsg(dtp, D_NONE, "trace event name too long: %s:%s", group, event);
		return NULL;
	}
	fp = fopen(path, "re");
	if (fp == NULL) {
		dt_set_errmsg(dtp, D_NONE, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (len + 1 >= cap) {
			char *nbuf = realloc(buf, cap = cap ? cap * 2 : 4096);

			if (nbuf == NULL) {
				dt_set_errmsg(dtp, D_NONE, "out of memory");
				free(buf);
				buf = NULL;
				break;
			}
			buf = nbuf;
		}
		n = fread(buf + len, 1, cap - len - 1, fp);
		len += n;
	} while (n > 0);
	if (buf != NULL && ferror(fp)) {
		dt_set_errmsg(dtp, D_NONE, "cannot read %s: %s", path, strerror(errno));
		free(buf);
		buf = NULL;
	}
	if (buf != NULL)
		buf[len] = '\0';
	fclose(fp);
	return buf;
}

int64_t dt_tracefs_event_id(dtrace_hdl_t *dtp, const char *group, const char *event)
{
	char *text = dt_tracefs_event_file(dtp, group, event, "id");
	char *end;
	long long id;

	if (text == NULL)
		return -1;
	errno = 0;
	id = strtoll(text, &end, 10);
	if (errno != 0 || end == text || id < 0) {
		dt_set_errmsg(dtp, D_NONE, "invalid id for trace event %s:%s", group, event);
		id = -1;
	}
	free(text);
	return id;
}
