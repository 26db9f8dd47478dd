/*
 * Unit test of the provider interface through the whole library (compile,
 * load, attach, consume): test providers registered in an open handle with
 * dt_provider_create() describe their arguments, and D programs use them.
 *
 * - Translated arguments: xltest:::exec is the sched_process_exec raw
 *   tracepoint whose args[0] is psinfo_t * translated from its struct
 *   task_struct * (procfs.d's translator), args[1] that task untranslated.
 * - String arguments: xltest:::execname is the sched_process_exec trace
 *   event whose args[0] is its __data_loc filename (DT_ARG_STRING).
 * - Array arguments: xltest:::rename is the task_rename trace event whose
 *   args[0] is its char newcomm[16] in the record (DT_ARGLOC_ADDR).
 * A child process waits on a pipe, then execs /bin/true, and the test
 * renames itself: the clauses print what they see, checked against what
 * the test knows.
 *
 * Needs root and tracefs (exits 77, skipped, without them).
 * Usage: test_provider    (prints "N passed, N failed"; exit status 1 on failure)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_tracefs.h"
#include "check.h"

#define EXEC_PATH	"/bin/true"

/* Offsets of record fields (read from the events' formats). */
static int off_filename = -1, off_pid = -1, off_newcomm = -1;

enum { XL_EXEC, XL_EXECNAME, XL_RENAME, XL_NPROBES };

static int xl_probe_args(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_argdesc_t *argv)
{
	if (pr->pr_data == XL_EXEC) {
		/* raw_tp: (struct task_struct *p, pid_t old_pid, struct linux_binprm *bprm) */
		argv[0] = (dt_argdesc_t){ .ad_native = strdup("struct task_struct *"),
					  .ad_xlate = strdup("psinfo_t *"),
					  .ad_loc = DT_ARGLOC_CTX, .ad_off = 0 };
		argv[1] = (dt_argdesc_t){ .ad_native = strdup("struct task_struct *"),
					  .ad_loc = DT_ARGLOC_CTX, .ad_off = 0 };
		if (argv[0].ad_native == NULL || argv[0].ad_xlate == NULL || argv[1].ad_native == NULL)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
		return 2;
	}
	if (pr->pr_data == XL_RENAME) {
		/* task:task_rename's char newcomm[16], in the record */
		argv[0] = (dt_argdesc_t){ .ad_native = strdup("char [16]"),
					  .ad_loc = DT_ARGLOC_ADDR, .ad_off = off_newcomm };
		return argv[0].ad_native ? 1 : dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	argv[0] = (dt_argdesc_t){ .ad_native = strdup("char *"), .ad_flags = DT_ARG_STRING,
				  .ad_loc = DT_ARGLOC_DATALOC, .ad_off = off_filename };
	argv[1] = (dt_argdesc_t){ .ad_native = strdup("pid_t"), .ad_flags = DT_ARG_SIGNED,
				  .ad_loc = DT_ARGLOC_FIELD, .ad_size = 4, .ad_off = off_pid };
	if (argv[0].ad_native == NULL || argv[1].ad_native == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	return 2;
}

static int xl_progspec(dtrace_hdl_t *dtp, dt_probe_t *pr, uint32_t uses, dt_progspec_t *ps)
{
	ps->ps_type = pr->pr_data == XL_EXEC ? BPF_PROG_TYPE_RAW_TRACEPOINT :
		      BPF_PROG_TYPE_TRACEPOINT;
	return 0;
}

/* One probe per program (the two load differently): its id is a constant. */
static void xl_trampoline(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_emit(tr->tr_prog, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, prid),
					   tr->tr_probes[0]->pr_id));
	dt_tramp_args(dtp, tr);
}

static int xl_keep_fd(dtrace_hdl_t *dtp, dt_probe_t *pr, int fd)
{
	pr->pr_fds = malloc(sizeof(int));
	if (pr->pr_fds == NULL) {
		close(fd);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	pr->pr_fds[0] = fd;
	pr->pr_nfds = 1;
	return 0;
}

static int xl_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog_fd)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .type = PERF_TYPE_TRACEPOINT,
					.sample_period = 1, .sample_type = PERF_SAMPLE_RAW };
	int64_t id;
	int fd;

	if (pr->pr_data == XL_EXEC) {
		fd = bpf_raw_tracepoint_open("sched_process_exec", prog_fd);
		if (fd < 0)
			return dt_set_errmsg(dtp, D_NONE, "raw tracepoint: %s", strerror(errno));
		return xl_keep_fd(dtp, pr, fd);
	}
	id = pr->pr_data == XL_RENAME ? dt_tracefs_event_id(dtp, "task", "task_rename") :
	     dt_tracefs_event_id(dtp, "sched", "sched_process_exec");
	if (id < 0)
		return -1;
	attr.config = id;
	fd = dt_perf_event_open(&attr, -1, 0);
	if (fd < 0)
		return dt_set_errmsg(dtp, D_NONE, "perf event: %s", strerror(errno));
	return dt_attach_perf_event(dtp, pr, prog_fd, fd);
}

static const dt_provimpl_t xl_impl = {
	.name = "xltest",
	.probe_args = xl_probe_args,
	.progspec = xl_progspec,
	.trampoline = xl_trampoline,
	.attach = xl_attach,
	.detach = dt_detach_fds,
};

/* The offset of field 'name' in group:event's format (libdtrace's parser), or -1. */
static int field_offset(dtrace_hdl_t *dtp, const char *group, const char *event, const char *name)
{
	dt_tracefs_field_t *f;
	int n = dt_tracefs_fields(dtp, group, event, &f), off = -1;

	for (int i = 0; i < n; i++) {
		if (strcmp(f[i].tf_name, name) == 0)
			off = f[i].tf_off;
	}
	if (n > 0)
		dt_tracefs_fields_free(f, n);
	return off;
}

/* The -l -v lines of a probe's argument types. */
static void test_listing(dtrace_hdl_t *dtp, dt_probe_t *pr, const char *want)
{
	dtrace_probedesc_t d = { .id = pr->pr_id };
	char buf[4096] = "";
	FILE *fp = fmemopen(buf, sizeof(buf) - 1, "w");

	check(fp != NULL && dtrace_probe_info(dtp, &d, fp) == 0, "dtrace_probe_info");
	if (fp != NULL)
		fclose(fp);
	check(strstr(buf, want) != NULL, want);
}

static int compile_fails(dtrace_hdl_t *dtp, const char *text, const char *msg)
{
	dtrace_prog_t *pgp = dtrace_program_strcompile(dtp, text, DTRACE_PROBESPEC_NAME, 0, 0, NULL);

	return pgp == NULL && strstr(dtrace_errmsg(dtp), msg) != NULL;
}

/* A child stopped on a pipe before it execs EXEC_PATH; write to *go to let it. */
static pid_t child_exec(int *go)
{
	int fds[2];
	pid_t pid;
	char c;

	if (pipe(fds) != 0)
		return -1;
	pid = fork();
	if (pid == 0) {
		close(fds[1]);
		if (read(fds[0], &c, 1) == 1)
			execl(EXEC_PATH, EXEC_PATH, (char *)NULL);
		_exit(127);
	}
	close(fds[0]);
	*go = fds[1];
	return pid;
}

static void test_exec(dtrace_hdl_t *dtp)
{
	char text[1024], out[4096] = "", want[256];
	FILE *fp = fmemopen(out, sizeof(out) - 1, "w");
	dtrace_workstatus_t ws;
	dtrace_prog_t *pgp;
	int go, status;
	pid_t pid = child_exec(&go);

	if (pid < 0 || fp == NULL) {
		check(0, "fork a child");
		return;
	}
	snprintf(text, sizeof(text),
		 "xltest:::exec /args[0]->pr_pid == %d/ "
		 "{ printf(\"exec %%d %%d %%s %%d\\n\", args[0]->pr_pid, args[0]->pr_ppid, "
		 "args[0]->pr_fname, args[1]->pid); }\n"
		 "xltest:::execname /args[1] == %d/ { printf(\"name %%s\\n\", args[0]); }\n"
		 "xltest:::rename /pid == %d/ { printf(\"rename %%s %%c %%d\\n\", stringof(args[0]), "
		 "args[0][1], sizeof(args[0])); }\n",
		 (int)pid, (int)pid, (int)getpid());
	pgp = dtrace_program_strcompile(dtp, text, DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	if (pgp == NULL || dtrace_program_exec(dtp, pgp, NULL) != 0 || dtrace_go(dtp) != 0) {
		check(0, "compile and run the exec clauses");
		printf("%s\n", dtrace_errmsg(dtp));
		close(go);
		waitpid(pid, &status, 0);
		fclose(fp);
		return;
	}
	check(prctl(PR_SET_NAME, "xlrenamed") == 0, "rename this thread");
	check(write(go, "x", 1) == 1, "let the child exec");
	close(go);
	waitpid(pid, &status, 0);
	for (int i = 0; i < 3; i++) {
		dtrace_sleep(dtp);
		dtrace_work(dtp, fp);
	}
	dtrace_stop(dtp);
	do
		ws = dtrace_work(dtp, fp);
	while (ws == DTRACE_WORKSTATUS_OKAY);
	fclose(fp);

	snprintf(want, sizeof(want), "exec %d %d true %d\n", (int)pid, (int)getpid(), (int)pid);
	check(strstr(out, want) != NULL, "args[0] translated to psinfo_t *, args[1] untranslated");
	check(strstr(out, "name " EXEC_PATH "\n") != NULL, "a __data_loc string argument");
	check(strstr(out, "rename xlrenamed l 16\n") != NULL, "an array in the record (DT_ARGLOC_ADDR)");
	if (strstr(out, want) == NULL || strstr(out, "name " EXEC_PATH "\n") == NULL ||
	    strstr(out, "rename xlrenamed") == NULL)
		printf("output: %s\nwanted: %sname %s\nrename xlrenamed l 16\n", out, want, EXEC_PATH);
}

int main(void)
{
	dt_probe_t *pr[XL_NPROBES];
	dt_provider_t *pv;
	dtrace_hdl_t *dtp;
	int err;

	if (geteuid() != 0) {
		printf("skipped: needs root\n");
		return 77;
	}
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed: %d\n", err);
		return 1;
	}
	if (dt_tracefs_path(dtp) == NULL) {
		printf("skipped: no tracefs\n");
		dtrace_close(dtp);
		return 77;
	}
	off_filename = field_offset(dtp, "sched", "sched_process_exec", "filename");
	off_pid = field_offset(dtp, "sched", "sched_process_exec", "pid");
	off_newcomm = field_offset(dtp, "task", "task_rename", "newcomm");
	check(off_filename > 0 && off_pid > 0 && off_newcomm > 0, "the events' formats");
	pv = dt_provider_create(dtp, &xl_impl, "xltest", NULL);
	check(pv != NULL, "dt_provider_create xltest");
	if (pv == NULL)
		return check_done();
	pv->pv_populated = 1;
	pr[XL_EXEC] = dt_probe_insert(dtp, pv, "", "", "exec", XL_EXEC);
	pr[XL_EXECNAME] = dt_probe_insert(dtp, pv, "", "", "execname", XL_EXECNAME);
	pr[XL_RENAME] = dt_probe_insert(dtp, pv, "", "", "rename", XL_RENAME);
	check(pr[XL_EXEC] != NULL && pr[XL_EXECNAME] != NULL && pr[XL_RENAME] != NULL,
	      "insert the probes");
	if (pr[XL_EXEC] == NULL || pr[XL_EXECNAME] == NULL || pr[XL_RENAME] == NULL)
		return check_done();

	test_listing(dtp, pr[XL_EXEC], "args[0]: psinfo_t *\n\t\targs[1]: struct task_struct *\n");
	test_listing(dtp, pr[XL_EXECNAME], "args[0]: string\n\t\targs[1]: pid_t\n");
	check(compile_fails(dtp, "xltest:::exec { trace(args[0]); }", "translated data"),
	      "a whole translated value is refused, as for any xlate");
	check(compile_fails(dtp, "xltest:::exec { trace(args[0]->nosuch); }", "nosuch"),
	      "a member the translator does not have");
	check(compile_fails(dtp, "xltest:::exec* { trace(args[0]); }", "different argument types"),
	      "args[0] of both probes: psinfo_t * and string differ");
	test_listing(dtp, pr[XL_RENAME], "args[0]: char [16]\n");
	test_exec(dtp);
	dtrace_close(dtp);
	return check_done();
}
