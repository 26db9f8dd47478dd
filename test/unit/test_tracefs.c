/*
 * Unit test of the tracefs format parser (dt_tracefs_fields_parse() in
 * dt_tracefs.c): the field kinds trace events declare (scalars, pointers,
 * inline arrays, unsized arrays, __data_loc and __rel_loc), the common_
 * fields left out, malformed formats refused with a message.  Then, where
 * tracefs can be read (root), every event the kernel lists in
 * available_events: its format parses, and its fields lie in order inside
 * the record.
 *
 * Usage: test_tracefs    (prints "N passed, N failed"; exit status 1 on failure)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_tracefs.h"
#include "check.h"

/* A format in the kernel's layout, with one field of each kind. */
static const char dt_format[] =
	"name: kinds\n"
	"ID: 1234\n"
	"format:\n"
	"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
	"\tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n"
	"\tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n"
	"\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n"
	"\n"
	"\tfield:char prev_comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t prev_pid;\toffset:24;\tsize:4;\tsigned:1;\n"
	"\tfield:const char * filename;\toffset:32;\tsize:8;\tsigned:0;\n"
	"\tfield:__data_loc char[] name;\toffset:40;\tsize:4;\tsigned:0;\n"
	"\tfield:__data_loc cpumask_t cpumask;\toffset:44;\tsize:4;\tsigned:0;\n"
	"\tfield:__rel_loc u8[] buf;\toffset:48;\tsize:4;\tsigned:0;\n"
	"\tfield:unsigned long args[6];\toffset:56;\tsize:48;\tsigned:0;\n"
	"\tfield:const char *const * argv;\toffset:104;\tsize:8;\tsigned:0;\n"
	"\tfield:void __seg_gs * ptr;\toffset:112;\tsize:8;\tsigned:0;\n"
	"\tfield:char tail[];\toffset:120;\tsize:0;\tsigned:0;\n"
	"\n"
	"print fmt: \"prev_comm=%s\", REC->prev_comm\n";

static const struct {
	const char *name, *type, *elem;
	int nelem, off, size, sgn, loc;
} dt_want[] = {
	{ "prev_comm", "char [16]", "char", 16, 8, 16, 0, DT_TRACEFS_INLINE },
	{ "prev_pid", "pid_t", NULL, -1, 24, 4, 1, DT_TRACEFS_INLINE },
	{ "filename", "const char *", NULL, -1, 32, 8, 0, DT_TRACEFS_INLINE },
	{ "name", "char []", "char", 0, 40, 4, 0, DT_TRACEFS_DATALOC },
	{ "cpumask", "cpumask_t", "cpumask_t", -1, 44, 4, 0, DT_TRACEFS_DATALOC },
	{ "buf", "u8 []", "u8", 0, 48, 4, 0, DT_TRACEFS_RELLOC },
	{ "args", "unsigned long [6]", "unsigned long", 6, 56, 48, 0, DT_TRACEFS_INLINE },
	{ "argv", "const char *const *", NULL, -1, 104, 8, 0, DT_TRACEFS_INLINE },
	{ "ptr", "void __seg_gs *", NULL, -1, 112, 8, 0, DT_TRACEFS_INLINE },
	{ "tail", "char []", "char", 0, 120, 0, 0, DT_TRACEFS_INLINE },
};

static void test_kinds(dtrace_hdl_t *dtp)
{
	size_t nwant = sizeof(dt_want) / sizeof(dt_want[0]);
	dt_tracefs_field_t *f;
	char what[256];
	int n = dt_tracefs_fields_parse(dtp, dt_format, "test:kinds", &f);

	check_int(n, nwant, "kinds: the fields after the common_ ones");
	for (int i = 0; i < n && (size_t)i < nwant; i++) {
		snprintf(what, sizeof(what), "kinds: field %d name", i);
		check_str(f[i].tf_name, dt_want[i].name, what);
		snprintf(what, sizeof(what), "kinds: %s type", dt_want[i].name);
		check_str(f[i].tf_type, dt_want[i].type, what);
		snprintf(what, sizeof(what), "kinds: %s element type", dt_want[i].name);
		check_str(f[i].tf_elem, dt_want[i].elem, what);
		snprintf(what, sizeof(what), "kinds: %s element count", dt_want[i].name);
		check_int(f[i].tf_nelem, dt_want[i].nelem, what);
		snprintf(what, sizeof(what), "kinds: %s offset", dt_want[i].name);
		check_int(f[i].tf_off, dt_want[i].off, what);
		snprintf(what, sizeof(what), "kinds: %s size", dt_want[i].name);
		check_int(f[i].tf_size, dt_want[i].size, what);
		snprintf(what, sizeof(what), "kinds: %s signed", dt_want[i].name);
		check_int(f[i].tf_signed, dt_want[i].sgn, what);
		snprintf(what, sizeof(what), "kinds: %s location", dt_want[i].name);
		check_int(f[i].tf_loc, dt_want[i].loc, what);
	}
	if (n >= 0)
		dt_tracefs_fields_free(f, n);
}

static void test_bad(dtrace_hdl_t *dtp)
{
	static const char *const bad[] = {
		"\tfield:int;\toffset:8;\tsize:4;\tsigned:1;\n",		/* no name */
		"\tfield:int x\toffset:8;\tsize:4;\tsigned:1;\n",		/* no ';' */
		"\tfield:int x;\tsize:4;\tsigned:1;\n",				/* no offset */
		"\tfield:int x;\toffset:8;\tsigned:1;\n",			/* no size */
		"\tfield:int x;\toffset:-8;\tsize:4;\tsigned:1;\n",		/* negative */
	};
	dt_tracefs_field_t *f = NULL;
	char what[256];

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(what, sizeof(what), "malformed format %zu refused", i);
		dtp->dt_errmsg[0] = '\0';
		check_int(dt_tracefs_fields_parse(dtp, bad[i], "test:bad", &f), -1, what);
		snprintf(what, sizeof(what), "malformed format %zu: message", i);
		check_str(dtp->dt_errmsg, "unexpected format of trace event test:bad", what);
	}
	check_int(dt_tracefs_fields_parse(dtp, "name: none\nID: 1\nformat:\n"
					  "\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n",
					  "test:none", &f), 0, "an event with only common_ fields");
	free(f);
	check_int(dt_tracefs_fields_parse(dtp, "\tfield special:int x;\toffset:8;\tsize:4;\n",
					  "test:old", &f), 1, "Linux 2.6.31's field special:, no signed:");
	if (f != NULL)
		dt_tracefs_fields_free(f, 1);
}

typedef struct dt_sweep {
	dtrace_hdl_t *dtp;
	int events, bad;
} dt_sweep_t;

/* Every field of the event after the previous one, inside a record under 64 KiB. */
static int dt_sweep_event(const char *group, const char *event, void *arg)
{
	dt_sweep_t *s = arg;
	dt_tracefs_field_t *f;
	int n = dt_tracefs_fields(s->dtp, group, event, &f), end = 8;

	s->events++;
	if (n < 0) {
		if (s->bad++ < 5)
			printf("  %s:%s: %s\n", group, event, s->dtp->dt_errmsg);
		return 0;
	}
	for (int i = 0; i < n; i++) {
		if (f[i].tf_off < end || f[i].tf_off + f[i].tf_size > 65536 ||
		    (f[i].tf_loc != DT_TRACEFS_INLINE && f[i].tf_size != 4)) {
			if (s->bad++ < 5)
				printf("  %s:%s: field %s at %d size %d\n", group, event,
				       f[i].tf_name, f[i].tf_off, f[i].tf_size);
			break;
		}
		end = f[i].tf_off + f[i].tf_size;
	}
	dt_tracefs_fields_free(f, n);
	return 0;
}

static int dt_count_event(const char *group, const char *event, void *arg)
{
	(*(int *)arg)++;
	return 0;
}

static void test_sweep(dtrace_hdl_t *dtp)
{
	dt_sweep_t s = { dtp, 0, 0 };
	char what[128];
	int ntp = 0;

	if (geteuid() != 0 || dt_tracefs_path(dtp) == NULL) {
		printf("no tracefs (not root?): the sweep of this kernel's events is skipped\n");
		return;
	}
	check(dt_tracefs_events(dtp, dt_sweep_event, &s) == 0, "available_events read");
	check(s.events > 0, "available_events lists events");
	snprintf(what, sizeof(what), "the formats of all %d events parse, fields in order",
		 s.events);
	check_int(s.bad, 0, what);
	check(dt_tracefs_tracepoints(dtp, dt_count_event, &ntp) == 0 && ntp > 0 &&
	      ntp <= s.events, "tracepoints: available_events less the dynamic events");
	check_int(dt_tracefs_event_exists(dtp, "sched", "sched_switch"), 1,
		  "sched:sched_switch exists");
	check_int(dt_tracefs_event_exists(dtp, "", "sched_switch"), 1,
		  "*:sched_switch exists");
	check_int(dt_tracefs_event_exists(dtp, "s*d", "sched_switch"), 1,
		  "s*d:sched_switch exists");
	check_int(dt_tracefs_event_exists(dtp, "", "no_such_event_dtsdt"), 0, "no such event");
	check_int(dt_tracefs_event_exists(dtp, "sched", "../sched/sched_switch"), 0,
		  "no event with a / in its name");
}

int main(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));

	if (dtp == NULL)
		return 1;
	test_kinds(dtp);
	test_bad(dtp);
	test_sweep(dtp);
	free(dtp->dt_tracefs);
	free(dtp);
	return check_done();
}
