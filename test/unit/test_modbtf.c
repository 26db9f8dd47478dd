/*
 * Unit test of kernel module types (dt_types.c): "struct mod`tag" and
 * "mod`name" read the module's BTF, split on vmlinux, on first use.
 *
 * A module made here (its BTF written with libbpf into $tmpdir, split on
 * this kernel's vmlinux, with a struct that points to vmlinux's task_struct)
 * is found through dt_types_set_btfdir(), so that the test runs on machines
 * with no modules; its expected layout is the one written.  Then, if the
 * running kernel has a module with BTF, the first struct that module alone
 * defines must resolve with the size libbpf reads for it (skipped, with a
 * note, when /sys/kernel/btf holds only vmlinux).  Skips (77) without
 * /sys/kernel/btf/vmlinux.
 *
 * Prints each failure, then "N passed, N failed"; exits 1 on failure.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "check.h"

/* The fake module: struct dt_fakemod_pair { int a; struct task_struct *owner; u64 c; }. */
static int write_fake_module(struct btf *vmlinux, const char *path)
{
	struct btf *mod = btf__new_empty_split(vmlinux);
	int task = btf__find_by_name_kind(vmlinux, "task_struct", BTF_KIND_STRUCT);
	int i32 = btf__find_by_name_kind(vmlinux, "int", BTF_KIND_INT);
	int u64 = btf__find_by_name_kind(vmlinux, "u64", BTF_KIND_TYPEDEF);
	int ptr, sid, rc = -1;
	const void *raw;
	uint32_t size;
	FILE *fp;

	if (mod == NULL || task < 0 || i32 < 0 || u64 < 0)
		goto out;
	ptr = btf__add_ptr(mod, task);
	sid = btf__add_struct(mod, "dt_fakemod_pair", 24);
	if (ptr < 0 || sid < 0 || btf__add_field(mod, "a", i32, 0, 0) != 0 ||
	    btf__add_field(mod, "owner", ptr, 64, 0) != 0 ||
	    btf__add_field(mod, "c", u64, 128, 0) != 0 ||
	    btf__add_typedef(mod, "dt_fakemod_pair_t", sid) < 0)
		goto out;
	raw = btf__raw_data(mod, &size);
	fp = fopen(path, "w");
	if (raw == NULL || fp == NULL)
		goto out;
	rc = fwrite(raw, 1, size, fp) == size ? 0 : -1;
	fclose(fp);
out:
	btf__free(mod);
	return rc;
}

static void test_fake_module(dtrace_hdl_t *dtp, struct btf *vmlinux)
{
	const char *tmp = getenv("tmpdir") ? getenv("tmpdir") : "/tmp";
	char dir[512], path[600], name[128];
	dt_type_t t, p, task;
	dt_member_t m;
	dtrace_prog_t *prog;

	snprintf(dir, sizeof(dir), "%s/modbtf.%d", tmp, (int)getpid());
	mkdir(dir, 0700);
	snprintf(path, sizeof(path), "%s/dtfake", dir);
	check(write_fake_module(vmlinux, path) == 0, "write the fake module's BTF");
	check(dt_types_set_btfdir(dtp, dir) == 0, "dt_types_set_btfdir");

	check(dt_type_by_name(dtp, "struct dtfake`dt_fakemod_pair", &t) == 0,
	      "struct dtfake`dt_fakemod_pair resolves");
	check_int(dt_type_kind(t), DT_TK_STRUCT, "its kind");
	check_int(dt_type_size(t), 24, "its size");
	check(dt_type_member(t, "owner", &m) == 0, "member owner");
	check_int(m.offset_bits, 64, "owner's offset");
	check(dt_type_by_name(dtp, "struct task_struct", &task) == 0, "struct task_struct");
	check(dt_type_same(dt_type_pointee(m.type), task), "owner points to vmlinux's task_struct");
	check(dt_type_member(t, "c", &m) == 0 && dt_type_size(m.type) == 8, "member c, a u64");
	check_str(dt_type_name(t, name, sizeof(name)), "struct dt_fakemod_pair", "its name");

	/* derived types are built in the module's container */
	p = dt_type_ptr(dtp, t);
	check(p.dtt_btf != NULL && dt_type_same(dt_type_pointee(p), t), "pointer to it");
	check_str(dt_type_name(p, name, sizeof(name)), "struct dt_fakemod_pair *", "pointer's name");
	check(dt_type_by_name(dtp, "struct dtfake`dt_fakemod_pair *", &p) == 0 &&
	      dt_type_kind(p) == DT_TK_PTR, "scoped name with *");
	p = dt_type_array(dtp, t, 3);
	check(p.dtt_btf != NULL && dt_type_size(p) == 72, "array of 3");

	check(dt_type_by_name(dtp, "dtfake`dt_fakemod_pair_t", &p) == 0 && dt_type_same(p, t),
	      "dtfake`dt_fakemod_pair_t, a typedef");
	check(dt_type_by_name(dtp, "struct dtfake`task_struct", &p) == 0 && dt_type_same(p, task),
	      "a vmlinux type through the module's scope");
	/* an unscoped tag is searched in every module; typedef names and vmlinux` are not */
	check(dt_type_by_name(dtp, "struct dt_fakemod_pair", &p) == 0 && dt_type_same(p, t),
	      "unscoped tag: found in the module");
	check(dt_type_by_name(dtp, "dt_fakemod_pair_t", &p) != 0, "unscoped typedef: not found");
	check(dt_type_by_name(dtp, "struct dt_no_such_tag_zz", &p) != 0, "unscoped: a miss");
	check(dt_type_by_name(dtp, "struct vmlinux`dt_fakemod_pair", &p) != 0, "vmlinux`: not found");
	check(dt_type_by_name(dtp, "struct dtfake`no_such_tag_zz", &p) != 0, "unknown tag");
	check(dt_type_by_name(dtp, "struct nosuchmod_zz`dt_fakemod_pair", &p) != 0,
	      "unknown module");
	check(dt_type_by_name(dtp, "struct nosuchmod_zz`dt_fakemod_pair", &p) != 0,
	      "unknown module, asked again");
	/* in D: a declaration, sizeof, offsetof and a cast through the scope */
	prog = dtrace_program_strcompile(dtp, "struct dtfake`dt_fakemod_pair *fp;\n"
					 "BEGIN { x = sizeof(struct dtfake`dt_fakemod_pair) + "
					 "offsetof(struct dtfake`dt_fakemod_pair, c); "
					 "y = ((struct dtfake`dt_fakemod_pair *)arg0)->owner; }",
					 DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	check(prog != NULL, "a D program using the module's types compiles");
	if (prog == NULL)
		printf("  %s\n", dtrace_errmsg(dtp));
	check(dtrace_program_strcompile(dtp, "BEGIN { x = sizeof(struct nosuchmod_zz`t); }",
					DTRACE_PROBESPEC_NAME, 0, 0, NULL) == NULL,
	      "an unknown module's type is an error");
	unlink(path);
	rmdir(dir);
	dt_types_set_btfdir(dtp, "/sys/kernel/btf");
}

/* The first named struct of a module's own types, not defined in vmlinux. */
static int module_own_struct(struct btf *vmlinux, struct btf *mod, char *name, size_t len,
			     uint32_t *size)
{
	for (uint32_t id = btf__type_cnt(vmlinux); id < btf__type_cnt(mod); id++) {
		const struct btf_type *t = btf__type_by_id(mod, id);
		const char *n = btf__name_by_offset(mod, t->name_off);

		if (!btf_is_struct(t) || t->size == 0 || n == NULL || n[0] == '\0' ||
		    btf__find_by_name_kind(vmlinux, n, BTF_KIND_STRUCT) >= 0)
			continue;
		snprintf(name, len, "%s", n);
		*size = t->size;
		return 0;
	}
	return -1;
}

static void test_real_module(dtrace_hdl_t *dtp, struct btf *vmlinux)
{
	DIR *d = opendir("/sys/kernel/btf");
	struct dirent *de;
	char path[512], tag[256], name[600];
	uint32_t size;
	dt_type_t t;

	while (d != NULL && (de = readdir(d)) != NULL) {
		struct btf *mod;

		if (de->d_name[0] == '.' || strcmp(de->d_name, "vmlinux") == 0)
			continue;
		snprintf(path, sizeof(path), "/sys/kernel/btf/%s", de->d_name);
		mod = btf__parse_split(path, vmlinux);
		if (libbpf_get_error(mod) || mod == NULL)
			continue;
		if (module_own_struct(vmlinux, mod, tag, sizeof(tag), &size) == 0) {
			snprintf(name, sizeof(name), "struct %s`%s", de->d_name, tag);
			check(dt_type_by_name(dtp, name, &t) == 0, name);
			check_int(dt_type_size(t), size, "the module struct's size");
			btf__free(mod);
			closedir(d);
			return;
		}
		btf__free(mod);
	}
	if (d != NULL)
		closedir(d);
	printf("note: no kernel module with BTF on this machine: only the made-up module was tested\n");
}

int main(void)
{
	struct btf *vmlinux = btf__parse("/sys/kernel/btf/vmlinux", NULL);
	dtrace_hdl_t *dtp;
	int err;

	if (libbpf_get_error(vmlinux) || vmlinux == NULL) {
		printf("no /sys/kernel/btf/vmlinux\n");
		return 77;
	}
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed: %d\n", err);
		return 1;
	}
	test_fake_module(dtp, vmlinux);
	test_real_module(dtp, vmlinux);
	dtrace_close(dtp);
	btf__free(vmlinux);
	return check_done();
}
