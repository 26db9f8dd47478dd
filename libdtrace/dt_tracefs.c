/*
 * tracefs: where the kernel lists its trace events.  Providers built on
 * tracepoints (syscall, sdt, ...) read the list of events or event
 * directory names when they populate their catalogue (step 4 of DESIGN.md's
 * flow), an event's format when its arguments are asked for (args[], -l -v),
 * and its id when they attach (step 7).  Only reads happen here:
 * attachments are perf events, never text written to tracefs.
 */
#define _GNU_SOURCE	/* asprintf, memrchr, strchrnul */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dt_impl.h"
#include "dt_tracefs.h"

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

/*
 * The contents of tracefs file name (malloc'd), or NULL + message.  tracefs
 * files have no size (stat says 0): read to the end.
 */
static char *dt_tracefs_file(dtrace_hdl_t *dtp, const char *name)
{
	const char *tfs = dt_tracefs_path(dtp);
	char path[PATH_MAX], *buf = NULL;
	size_t len = 0, cap = 0;
	ssize_t n;
	int fd;

	if (tfs == NULL)
		return NULL;
	if (snprintf(path, sizeof(path), "%s/%s", tfs, name) >= (int)sizeof(path)) {
		dt_set_errmsg(dtp, D_NONE, "tracefs path too long: %s/%s", tfs, name);
		return NULL;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		dt_set_errmsg(dtp, D_NONE, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (len + 1 >= cap) {
			char *nbuf = realloc(buf, cap = cap ? cap * 2 : 4096);

			if (nbuf == NULL) {
				dt_set_errmsg(dtp, D_NONE, "out of memory");
				goto fail;
			}
			buf = nbuf;
		}
		n = read(fd, buf + len, cap - len - 1);
		if (n < 0) {
			dt_set_errmsg(dtp, D_NONE, "cannot read %s: %s", path, strerror(errno));
			goto fail;
		}
		len += n;
	} while (n > 0);
	close(fd);
	buf[len] = '\0';
	return buf;
fail:
	close(fd);
	free(buf);
	return NULL;
}

char *dt_tracefs_event_file(dtrace_hdl_t *dtp, const char *group, const char *event,
			    const char *file)
{
	char name[PATH_MAX];

	if (snprintf(name, sizeof(name), "events/%s/%s/%s", group, event, file) >=
	    (int)sizeof(name)) {
		dt_set_errmsg(dtp, D_NONE, "trace event name too long: %s:%s", group, event);
		return NULL;
	}
	return dt_tracefs_file(dtp, name);
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

/*
 * Format files.  The kernel prints one line per field of the record,
 *
 *	field:char prev_comm[16];	offset:8;	size:16;	signed:0;
 *	field:__data_loc char[] filename;	offset:8;	size:4;	signed:0;
 *
 * the common_ fields first.  The declaration is C with the array bounds
 * after the name, except for __data_loc and __rel_loc fields, whose type
 * ends in "[]" before the name.
 */

static void dt_tracefs_field_clear(dt_tracefs_field_t *f)
{
	free(f->tf_name);
	free(f->tf_type);
	free(f->tf_elem);
}

void dt_tracefs_fields_free(dt_tracefs_field_t *fields, int n)
{
	for (int i = 0; i < n; i++)
		dt_tracefs_field_clear(&fields[i]);
	free(fields);
}

static const struct {
	const char *prefix;
	dt_tracefs_loc_t loc;
} dt_tracefs_locs[] = {
	{ "__data_loc ", DT_TRACEFS_DATALOC },
	{ "__rel_loc ", DT_TRACEFS_RELLOC },
};

static int dt_tracefs_isident(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* The length of s[0..end) without trailing blanks. */
static size_t dt_tracefs_rtrim(const char *s, size_t end)
{
	while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '\t'))
		end--;
	return end;
}

/*
 * The start of the array bounds ending s[0..end) ("[2][16]"), or end if it
 * has none.
 */
static size_t dt_tracefs_bounds(const char *s, size_t end)
{
	end = dt_tracefs_rtrim(s, end);
	while (end > 0 && s[end - 1] == ']') {
		const char *open = memrchr(s, '[', end);

		if (open == NULL)
			break;
		end = dt_tracefs_rtrim(s, open - s);
	}
	return end;
}

/* Strip a __data_loc or __rel_loc keyword off decl[0..*len) into f->tf_loc. */
static const char *dt_tracefs_decl_loc(const char *decl, size_t *len, dt_tracefs_field_t *f)
{
	f->tf_loc = DT_TRACEFS_INLINE;
	for (size_t i = 0; i < sizeof(dt_tracefs_locs) / sizeof(dt_tracefs_locs[0]); i++) {
		size_t n = strlen(dt_tracefs_locs[i].prefix);

		if (*len > n && strncmp(decl, dt_tracefs_locs[i].prefix, n) == 0) {
			f->tf_loc = dt_tracefs_locs[i].loc;
			*len -= n;
			return decl + n;
		}
	}
	return decl;
}

/*
 * Split the declaration decl[0..len) into f's name, type and element type:
 * TYPE NAME, TYPE NAME[N]..., or (data_loc) TYPE[] NAME.  0, or -1 if it
 * has no name (errno EINVAL) or memory ran out.
 */
static int dt_tracefs_decl(const char *decl, size_t len, dt_tracefs_field_t *f)
{
	size_t name, tend, tlen, ebeg, eend, blen;
	const char *bounds, *tbounds;

	decl = dt_tracefs_decl_loc(decl, &len, f);
	len = dt_tracefs_rtrim(decl, len);
	/* the name, and the bounds after it: "prev_comm[16]" */
	tend = dt_tracefs_bounds(decl, len);
	bounds = decl + tend;
	for (name = tend; name > 0 && dt_tracefs_isident(decl[name - 1]); name--)
		;
	if (name == tend || name == 0) {
		errno = EINVAL;
		return -1;
	}
	/* the type, and the bounds before the name: "char[] filename" */
	for (ebeg = 0; decl[ebeg] == ' ' || decl[ebeg] == '\t'; ebeg++)
		;
	eend = dt_tracefs_bounds(decl, name);
	tbounds = decl + eend;
	tlen = dt_tracefs_rtrim(tbounds, name - eend);
	blen = len - tend;
	f->tf_name = strndup(decl + name, tend - name);
	if (blen == 0 && tlen == 0) {
		/* a scalar ("__data_loc cpumask_t mask" too: its element type is its type) */
		f->tf_nelem = -1;
		f->tf_type = strndup(decl + ebeg, eend - ebeg);
		if (f->tf_type != NULL && f->tf_loc != DT_TRACEFS_INLINE)
			f->tf_elem = strdup(f->tf_type);
		return f->tf_name == NULL || f->tf_type == NULL ||
		       (f->tf_loc != DT_TRACEFS_INLINE && f->tf_elem == NULL) ? -1 : 0;
	}
	/* an array, inline or behind a data_loc: "ELEM [N]" */
	f->tf_nelem = blen > 0 ? atoi(bounds + 1) : 0;
	f->tf_elem = strndup(decl + ebeg, eend - ebeg);
	if (f->tf_name == NULL || f->tf_elem == NULL ||
	    asprintf(&f->tf_type, "%s %.*s%.*s", f->tf_elem, (int)tlen, tbounds, (int)blen,
		     bounds) < 0) {
		f->tf_type = NULL;
		return -1;
	}
	return 0;
}

/* The number after key in s ("offset:8;"), or -1. */
static int dt_tracefs_num(const char *s, const char *key)
{
	const char *p = strstr(s, key);
	char *end;
	long v;

	if (p == NULL)
		return -1;
	v = strtol(p + strlen(key), &end, 10);
	return end == p + strlen(key) || v < 0 || v > INT_MAX ? -1 : (int)v;
}

/*
 * The field declared by a line of a format file, with its leading blanks
 * skipped, into f: 1 if it is a field after the common_ ones, 0 if it is a
 * common_ field, -1 if malformed or out of memory (errno).  f's strings
 * are to be freed in every case.
 */
static int dt_tracefs_line(const char *decl, dt_tracefs_field_t *f)
{
	const char *semi = strchr(decl, ';');
	int sgn;

	memset(f, 0, sizeof(*f));
	if (semi == NULL) {
		errno = EINVAL;
		return -1;
	}
	if (dt_tracefs_decl(decl, semi - decl, f) != 0)
		return -1;
	if (strncmp(f->tf_name, "common_", 7) == 0)
		return 0;
	f->tf_off = dt_tracefs_num(semi, "offset:");
	f->tf_size = dt_tracefs_num(semi, "size:");
	sgn = dt_tracefs_num(semi, "signed:");		/* absent before Linux 2.6.33 */
	f->tf_signed = sgn > 0;
	if (f->tf_off < 0 || f->tf_size < 0) {
		errno = EINVAL;
		return -1;
	}
	return 1;
}

/*
 * Where the declaration starts if line (up to eol) declares a field
 * ("field:" or, before Linux 2.6.32, "field special:"), else NULL.  The
 * other lines (name, ID, print fmt) may be of any length.
 */
static const char *dt_tracefs_field_decl(const char *line, const char *eol)
{
	static const char *const keys[] = { "field:", "field special:" };

	while (line < eol && (*line == ' ' || *line == '\t'))
		line++;
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		size_t n = strlen(keys[i]);

		if ((size_t)(eol - line) >= n && strncmp(line, keys[i], n) == 0)
			return line + n;
	}
	return NULL;
}

int dt_tracefs_fields_parse(dtrace_hdl_t *dtp, const char *text, const char *what,
			    dt_tracefs_field_t **fieldsp)
{
	dt_tracefs_field_t *fields = NULL, f;
	const char *line, *eol;
	int n = 0, cap = 0, rc = 0;

	for (line = text; *line != '\0'; line = *eol != '\0' ? eol + 1 : eol) {
		const char *decl;
		char buf[1024];

		eol = strchrnul(line, '\n');
		decl = dt_tracefs_field_decl(line, eol);
		if (decl == NULL)
			continue;
		if (eol - decl >= (int)sizeof(buf)) {
			errno = EINVAL;
			rc = -1;
			break;
		}
		memcpy(buf, decl, eol - decl);
		buf[eol - decl] = '\0';
		rc = dt_tracefs_line(buf, &f);
		if (rc == 1 && n == cap) {
			dt_tracefs_field_t *nf = realloc(fields, (cap ? 2 * cap : 8) * sizeof(f));

			if (nf == NULL) {
				errno = ENOMEM;
				rc = -1;
			} else {
				fields = nf;
				cap = cap ? 2 * cap : 8;
			}
		}
		if (rc != 1)
			dt_tracefs_field_clear(&f);
		if (rc < 0)
			break;
		if (rc == 1)
			fields[n++] = f;
	}
	if (rc < 0) {
		int err = errno;

		dt_tracefs_fields_free(fields, n);
		if (err == ENOMEM)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		return dt_set_errmsg(dtp, D_NONE, "unexpected format of trace event %s", what);
	}
	*fieldsp = fields;
	return n;
}

int dt_tracefs_fields(dtrace_hdl_t *dtp, const char *group, const char *event,
		      dt_tracefs_field_t **fields)
{
	char *text = dt_tracefs_event_file(dtp, group, event, "format"), what[512];
	int n;

	if (text == NULL)
		return -1;
	snprintf(what, sizeof(what), "%s:%s", group, event);
	n = dt_tracefs_fields_parse(dtp, text, what, fields);
	free(text);
	return n;
}

int dt_tracefs_events(dtrace_hdl_t *dtp, dt_tracefs_event_f *f, void *arg)
{
	char *text = dt_tracefs_file(dtp, "available_events"), *line, *save = NULL;
	int rc = 0;

	if (text == NULL)
		return -1;
	for (line = strtok_r(text, "\n", &save); rc == 0 && line != NULL;
	     line = strtok_r(NULL, "\n", &save)) {
		char *colon = strchr(line, ':');

		if (colon == NULL || colon == line || colon[1] == '\0')
			continue;
		*colon = '\0';
		rc = f(line, colon + 1, arg);
	}
	free(text);
	return rc;
}

/*
 * The dynamic events: kprobe, uprobe, synthetic, eprobe and fprobe events
 * made through tracefs, in any group ("p:dt_1234_x/BEGIN /lib/x.so:0x7a570"
 * in dynamic_events), left by other tools (even after they died).  They
 * are in available_events but are no tracepoints of the kernel's code.
 */
typedef struct dt_tracefs_tp {
	char **dyn;		/* "GROUP/EVENT" of each dynamic event */
	size_t ndyn;
	dt_tracefs_event_f *f;
	void *arg;
} dt_tracefs_tp_t;

static void dt_tracefs_dyn_free(dt_tracefs_tp_t *tp)
{
	for (size_t i = 0; i < tp->ndyn; i++)
		free(tp->dyn[i]);
	free(tp->dyn);
}

/* The dynamic events into tp; 0, or -1 + message (none if the kernel has no dynamic_events). */
static int dt_tracefs_dyn(dtrace_hdl_t *dtp, dt_tracefs_tp_t *tp)
{
	char path[PATH_MAX], *text, *line, *save = NULL;
	int rc = 0;

	snprintf(path, sizeof(path), "%s/dynamic_events", dt_tracefs_path(dtp));
	if (access(path, R_OK) != 0)
		return 0;
	text = dt_tracefs_file(dtp, "dynamic_events");
	if (text == NULL)
		return -1;
	for (line = strtok_r(text, "\n", &save); rc == 0 && line != NULL;
	     line = strtok_r(NULL, "\n", &save)) {
		char **dyn;

		/* "X:GROUP/EVENT ARGS..." */
		if (line[0] == '\0' || line[1] != ':' || strchr(line, '/') == NULL)
			continue;
		dyn = realloc(tp->dyn, (tp->ndyn + 1) * sizeof(char *));
		if (dyn == NULL || (dyn[tp->ndyn] = strndup(line + 2, strcspn(line + 2, " \t"))) == NULL) {
			if (dyn != NULL)
				tp->dyn = dyn;
			rc = dt_set_errmsg(dtp, D_NONE, "out of memory");
			break;
		}
		tp->dyn = dyn;
		tp->ndyn++;
	}
	free(text);
	return rc;
}

/* Is GROUP/EVENT one of tp's dynamic events? */
static int dt_tracefs_is_dyn(const dt_tracefs_tp_t *tp, const char *group, const char *event)
{
	size_t glen = strlen(group);

	for (size_t i = 0; i < tp->ndyn; i++) {
		if (strncmp(tp->dyn[i], group, glen) == 0 && tp->dyn[i][glen] == '/' &&
		    strcmp(tp->dyn[i] + glen + 1, event) == 0)
			return 1;
	}
	return 0;
}

static int dt_tracefs_tp_event(const char *group, const char *event, void *arg)
{
	dt_tracefs_tp_t *tp = arg;

	return dt_tracefs_is_dyn(tp, group, event) ? 0 : tp->f(group, event, tp->arg);
}

int dt_tracefs_tracepoints(dtrace_hdl_t *dtp, dt_tracefs_event_f *f, void *arg)
{
	dt_tracefs_tp_t tp = { .f = f, .arg = arg };
	int rc;

	if (dt_tracefs_path(dtp) == NULL)
		return -1;
	rc = dt_tracefs_dyn(dtp, &tp);
	if (rc == 0)
		rc = dt_tracefs_events(dtp, dt_tracefs_tp_event, &tp);
	dt_tracefs_dyn_free(&tp);
	return rc;
}

/*
 * GROUP/EVENT exists and is a tracepoint: another tool's uprobe or kprobe
 * event of that name (Oracle's DTrace makes dt_PID_dtrace/BEGIN) is none.
 * dynamic_events is read only when the event exists.
 */
static int dt_tracefs_tp_exists(dtrace_hdl_t *dtp, int dfd, const char *group,
				const char *event, dt_tracefs_tp_t *tp, int *dynread)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof(path), "%s/%s", group, event);
	if (fstatat(dfd, path, &st, 0) != 0 || !S_ISDIR(st.st_mode))
		return 0;
	if (!*dynread) {
		*dynread = 1;
		if (dt_tracefs_dyn(dtp, tp) != 0)
			return -1;
	}
	return !dt_tracefs_is_dyn(tp, group, event);
}

/*
 * One lookup per group (a stat of events/GROUP/EVENT): cheaper than reading
 * available_events when a description such as ":::BEGIN" asks whether some
 * group has an event of that name.
 */
int dt_tracefs_event_exists(dtrace_hdl_t *dtp, const char *group, const char *event)
{
	const char *tfs = dt_tracefs_path(dtp);
	dt_tracefs_tp_t tp = { 0 };
	char path[PATH_MAX];
	struct dirent *de;
	int found = 0, dfd, dynread = 0;
	DIR *dir;

	if (tfs == NULL)
		return -1;
	if (strchr(group, '/') != NULL || strchr(event, '/') != NULL)
		return 0;
	snprintf(path, sizeof(path), "%s/events", tfs);
	dfd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0 || (dir = fdopendir(dfd)) == NULL) {
		if (dfd >= 0)
			close(dfd);
		return -1;
	}
	if (*group != '\0' && !dt_is_glob(group))
		found = dt_tracefs_tp_exists(dtp, dfd, group, event, &tp, &dynread);
	while (found == 0 && (*group == '\0' || dt_is_glob(group)) &&
	       (de = readdir(dir)) != NULL) {
		if (de->d_name[0] == '.' || (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN) ||
		    (*group != '\0' && !dt_gmatch(de->d_name, group)))
			continue;
		found = dt_tracefs_tp_exists(dtp, dfd, de->d_name, event, &tp, &dynread);
	}
	closedir(dir);
	dt_tracefs_dyn_free(&tp);
	return found;
}

int dt_tracefs_event_open(dtrace_hdl_t *dtp, const char *group, const char *event)
{
	struct perf_event_attr attr;
	int64_t id = dt_tracefs_event_id(dtp, group, event);
	int *cpus, fd;

	if (id < 0 || dt_online_cpus(dtp, &cpus) < 0)
		return -1;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = id;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_RAW;
	fd = dt_perf_event_open(&attr, -1, cpus[0]);
	free(cpus);
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "cannot open trace event %s:%s: %s", group, event,
				     strerror(errno));
	return fd;
}
