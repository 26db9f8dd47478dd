/*
 * Unit test of dt_btf_args.c on the running kernel's BTF: a function's
 * prototype (vfs_read: four parameters, one context slot each, ssize_t
 * returned), a raw tracepoint's typedef with its `void *__data` skipped
 * (btf_trace_sched_process_exec), names found in vmlinux and not found
 * anywhere, and that every btf_trace_* typedef of vmlinux gives
 * descriptors whose slots follow each other.
 *
 * Usage: test_btf_args    (prints "N passed, N failed"; 77 without BTF)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_btf_args.h"
#include "check.h"

static void args_free(dt_argdesc_t *argv, int n)
{
	for (int i = 0; i < n; i++)
		free(argv[i].ad_native);
}

static void test_vfs_read(dtrace_hdl_t *dtp, dt_btf_mods_t *mods)
{
	static const char *const want[] = { "struct file *", "char *", "size_t", "loff_t *" };
	dt_argdesc_t argv[DT_MAX_ARGS];
	const char *mod;
	char *ret;
	uint32_t id;
	int n, nslots;

	check(dt_btf_mods_find(dtp, mods, "vfs_read", BTF_KIND_FUNC, NULL, 0, &id, &mod) == 0,
	      "vfs_read found");
	check_str(mod, "vmlinux", "vfs_read is in vmlinux");
	memset(argv, 0, sizeof(argv));
	n = dt_btf_args(dtp, dt_btf_mods_get(dtp, mods, mod), id, 0, argv, &nslots, &ret);
	check_int(n, 4, "vfs_read has 4 parameters");
	for (int i = 0; i < n && i < 4; i++) {
		check_str(argv[i].ad_native, want[i], "vfs_read parameter type");
		check_int(argv[i].ad_loc, DT_ARGLOC_CTX, "a parameter is a context slot");
		check_int(argv[i].ad_off, i, "parameter i in slot i");
	}
	check_int(nslots, 4, "vfs_read takes 4 slots");
	check_str(ret, "ssize_t", "vfs_read returns ssize_t");
	free(ret);
	args_free(argv, n);
}

static void test_tracepoint(dtrace_hdl_t *dtp, dt_btf_mods_t *mods)
{
	static const char *const want[] = {
		"struct task_struct *", "pid_t", "struct linux_binprm *"
	};
	struct btf *btf;
	dt_argdesc_t argv[DT_MAX_ARGS];
	const char *mod;
	uint32_t id;
	int n;

	check(dt_btf_mods_find(dtp, mods, "btf_trace_sched_process_exec", BTF_KIND_TYPEDEF,
			       "sched", 1, &id, &mod) == 0, "btf_trace_sched_process_exec found");
	memset(argv, 0, sizeof(argv));
	n = dt_btf_args(dtp, dt_btf_mods_get(dtp, mods, mod), id, 1, argv, NULL, NULL);
	check_int(n, 3, "sched_process_exec has 3 arguments after __data");
	for (int i = 0; i < n && i < 3; i++) {
		check_str(argv[i].ad_native, want[i], "sched_process_exec argument type");
		check_int(argv[i].ad_off, i, "argument i in slot i");
	}
	args_free(argv, n);
	check(dt_btf_mods_find(dtp, mods, "btf_trace_no_such_tracepoint_at_all",
			       BTF_KIND_TYPEDEF, NULL, 1, &id, &mod) != 0, "no such typedef");
	btf = dt_btf_mods_get(dtp, mods, "vmlinux");
	id = (uint32_t)btf__find_by_name_kind(btf, "task_struct", BTF_KIND_STRUCT);
	check(dt_btf_args(dtp, btf, id, 0, argv, NULL, NULL) < 0, "a struct is no prototype");
}

/* Every raw tracepoint of vmlinux: slots in order, a type for each. */
static void test_sweep(dtrace_hdl_t *dtp)
{
	struct btf *btf = dt_btf_vmlinux(dtp);
	uint32_t n = btf__type_cnt(btf), seen = 0, bad = 0;

	for (uint32_t id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		dt_argdesc_t argv[DT_MAX_ARGS];
		int argc, slot = 0;

		if (!btf_is_typedef(t) ||
		    strncmp(btf__name_by_offset(btf, t->name_off), "btf_trace_", 10) != 0)
			continue;
		seen++;
		memset(argv, 0, sizeof(argv));
		argc = dt_btf_args(dtp, btf, id, 1, argv, NULL, NULL);
		for (int i = 0; i < argc; i++) {
			if (argv[i].ad_native == NULL || argv[i].ad_loc != DT_ARGLOC_CTX ||
			    argv[i].ad_off < slot) {
				bad++;
				printf("  %s: argument %d\n", btf__name_by_offset(btf, t->name_off), i);
				break;
			}
			slot = argv[i].ad_off + 1;
		}
		bad += argc < 0;
		args_free(argv, argc < 0 ? DT_MAX_ARGS : argc);
	}
	check(seen > 100, "vmlinux has raw tracepoints");
	check_int(bad, 0, "every raw tracepoint's arguments described");
}

int main(void)
{
	int err;
	dtrace_hdl_t *dtp;
	dt_btf_mods_t *mods;

	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0) {
		printf("no kernel BTF (/sys/kernel/btf/vmlinux)\n");
		return 77;
	}
	dtp = dtrace_open(&err);
	mods = dt_btf_mods_create();
	if (dtp == NULL || mods == NULL) {
		printf("cannot open a handle\n");
		return 1;
	}
	test_vfs_read(dtp, mods);
	test_tracepoint(dtp, mods);
	test_sweep(dtp);
	dt_btf_mods_destroy(mods);
	dtrace_close(dtp);
	return check_done();
}
