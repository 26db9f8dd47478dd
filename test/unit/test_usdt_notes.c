/*
 * Unit test of the USDT note reader and argument-spec parser
 * (dt_usdt_notes.c):
 *   - argument specs of every operand form, decoded to pt_regs offsets,
 *     sizes, signs, displacements (x86-64);
 *   - the usdt-args trigger's hand-written notes: names, functions,
 *     semaphore, every site's file offset holding its nop, the operands
 *     and the .note.dtrace types;
 *   - the prelink adjustment: a copy of the trigger whose notes say
 *     .stapsdt.base was 0x10 higher when linked has every address 0x10
 *     lower (lower: the semaphore ends the data the file holds);
 *   - installed objects with stapsdt notes (python3.11, libstdc++,
 *     postgres; those present) against `readelf -n`: the same sites with
 *     the same addresses and specs, every operand understood, and each
 *     site's file offset holding a nop.
 */
#include <fcntl.h>
#include <gelf.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <asm/ptrace.h>
#include "dt_usdt_notes.h"
#include "check.h"

#define R(m)	((int)offsetof(struct pt_regs, m))
#define IP	R(rip)

static int fake_symaddr(void *arg, const char *name, uint64_t *addr)
{
	(void)arg;
	if (strcmp(name, "sym") == 0)
		*addr = 0x2000;
	else if (strcmp(name, "CheckpointStats") == 0)
		*addr = 0x3000;
	else
		return -1;
	return 0;
}

static void test_specs(void)
{
	static const struct {
		const char *spec;
		int kind, size, sign, base, index, scale;
		int64_t disp;
	} cases[] = {
		{ "-4@%edi", DT_USDT_ARG_REG, 4, 1, R(rdi), -1, 0, 0 },
		{ "8@%rbp", DT_USDT_ARG_REG, 8, 0, R(rbp), -1, 0, 0 },
		{ "-8@%r12", DT_USDT_ARG_REG, 8, 1, R(r12), -1, 0, 0 },
		{ "-4@%r14d", DT_USDT_ARG_REG, 4, 1, R(r14), -1, 0, 0 },
		{ "1@%al", DT_USDT_ARG_REG, 1, 0, R(rax), -1, 0, 0 },
		{ "1@%ah", DT_USDT_ARG_REG, 1, 0, R(rax) + 1, -1, 0, 0 },
		{ "-1@%sil", DT_USDT_ARG_REG, 1, 1, R(rsi), -1, 0, 0 },
		{ "2@%r9w", DT_USDT_ARG_REG, 2, 0, R(r9), -1, 0, 0 },
		{ "8@%eax", DT_USDT_ARG_REG, 4, 0, R(rax), -1, 0, 0 },	/* the register's 4 bytes */
		{ "%rdx", DT_USDT_ARG_REG, 8, 0, R(rdx), -1, 0, 0 },	/* no size: the register's */
		{ "8@-16(%rbp)", DT_USDT_ARG_MEM, 8, 0, R(rbp), -1, 1, -16 },
		{ "-4@112(%rsp)", DT_USDT_ARG_MEM, 4, 1, R(rsp), -1, 1, 112 },
		{ "4@0(%r13)", DT_USDT_ARG_MEM, 4, 0, R(r13), -1, 1, 0 },
		{ "8@(%rax)", DT_USDT_ARG_MEM, 8, 0, R(rax), -1, 1, 0 },
		{ "8@(%rax,%rdx,8)", DT_USDT_ARG_MEM, 8, 0, R(rax), R(rdx), 8, 0 },
		{ "8@16(%rax,%rdx)", DT_USDT_ARG_MEM, 8, 0, R(rax), R(rdx), 1, 16 },
		{ "8@0x10(,%rcx,4)", DT_USDT_ARG_MEM, 8, 0, -1, R(rcx), 4, 16 },
		{ "4@$5", DT_USDT_ARG_CONST, 4, 0, -1, -1, 0, 5 },
		{ "-4@$-7", DT_USDT_ARG_CONST, 4, 1, -1, -1, 0, -7 },
		{ "1@$0", DT_USDT_ARG_CONST, 1, 0, -1, -1, 0, 0 },
		{ "8@$0x10", DT_USDT_ARG_CONST, 8, 0, -1, -1, 0, 16 },
		/* at the site (pc 0x1000) ip is pc: sym is at ip + (0x2000 - 0x1000) */
		{ "8@sym(%rip)", DT_USDT_ARG_MEM, 8, 0, IP, -1, 1, 0x1000 },
		{ "-4@40+CheckpointStats(%rip)", DT_USDT_ARG_MEM, 4, 1, IP, -1, 1, 0x2000 + 40 },
		{ "-4@sym-8(%rip)", DT_USDT_ARG_MEM, 4, 1, IP, -1, 1, 0x1000 - 8 },
		/* sym(%rbx): rbx + sym + the load bias (ip - pc), through the index */
		{ "8@sym(%rbx)", DT_USDT_ARG_MEM, 8, 0, R(rbx), IP, 1, 0x1000 },
		{ "8@$sym", DT_USDT_ARG_CONST, 8, 0, IP, -1, 0, 0x1000 },
		/* not understood: kept, marked */
		{ "8@%xmm0", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
		{ "3@%rax", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
		{ "8@nosuch(%rip)", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
		{ "8@16(%rip)", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
		{ "8@16(%eax)", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
		{ "8@(%rax,%rdx,3)", DT_USDT_ARG_BAD, 0, 0, -1, -1, 0, 0 },
	};
	char what[160], err[128];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dt_usdt_arg_t a[2];
		int n = dt_usdt_args_parse(cases[i].spec, 0x1000, fake_symaddr, NULL, a, 2, err,
					   sizeof(err));

		snprintf(what, sizeof(what), "spec \"%s\": one argument", cases[i].spec);
		check_int(n, 1, what);
		if (n != 1)
			continue;
		snprintf(what, sizeof(what), "spec \"%s\": kind", cases[i].spec);
		check_int(a[0].ua_kind, cases[i].kind, what);
		if (a[0].ua_kind == DT_USDT_ARG_BAD) {
			snprintf(what, sizeof(what), "spec \"%s\": a reason", cases[i].spec);
			check(a[0].ua_err != NULL && *a[0].ua_err != '\0', what);
			continue;
		}
		snprintf(what, sizeof(what), "spec \"%s\": size", cases[i].spec);
		check_int(a[0].ua_size, cases[i].size, what);
		snprintf(what, sizeof(what), "spec \"%s\": sign", cases[i].spec);
		check_int(a[0].ua_signed, cases[i].sign, what);
		snprintf(what, sizeof(what), "spec \"%s\": base", cases[i].spec);
		check_int(a[0].ua_base, cases[i].base, what);
		if (cases[i].kind == DT_USDT_ARG_REG)
			continue;
		snprintf(what, sizeof(what), "spec \"%s\": displacement/value", cases[i].spec);
		check_int(a[0].ua_disp, cases[i].disp, what);
		if (cases[i].kind != DT_USDT_ARG_MEM)
			continue;
		snprintf(what, sizeof(what), "spec \"%s\": index", cases[i].spec);
		check_int(a[0].ua_index, cases[i].index, what);
		snprintf(what, sizeof(what), "spec \"%s\": scale", cases[i].spec);
		check_int(a[0].ua_scale, cases[i].scale, what);
	}

	/* lists */
	{
		dt_usdt_arg_t a[DT_USDT_MAXARGS];

		check_int(dt_usdt_args_parse("", 0, NULL, NULL, a, DT_USDT_MAXARGS, err, sizeof(err)), 0,
			  "empty spec: no arguments");
		check_int(dt_usdt_args_parse("  8@%rbx   8@%r15 ", 0, NULL, NULL, a, DT_USDT_MAXARGS,
					     err, sizeof(err)), 2, "two arguments, blanks around");
		check_int(a[1].ua_base, R(r15), "second argument's register");
		check_int(dt_usdt_args_parse("8@%rax 8@%rax 8@%rax", 0, NULL, NULL, a, 2, err,
					     sizeof(err)), -1, "more arguments than room: refused");
		check(strstr(err, "more than 2") != NULL, "  with a reason");
	}

	/* names */
	{
		char buf[64];

		check_str(dt_usdt_probename("query__start", buf, sizeof(buf)), "query-start",
			  "__ becomes -");
		check_str(dt_usdt_probename("import__find__load__start", buf, sizeof(buf)),
			  "import-find-load-start", "every __");
		check_str(dt_usdt_probename("a_b___c", buf, sizeof(buf)), "a_b-_c", "_ stays, ___ is -_");
		check_str(dt_usdt_probename("throw", buf, sizeof(buf)), "throw", "no __");
	}
}

/* The byte at a file offset. */
static int byte_at(const char *path, uint64_t off)
{
	FILE *f = fopen(path, "rb");
	int c;

	if (f == NULL || fseek(f, (long)off, SEEK_SET) != 0) {
		if (f)
			fclose(f);
		return -1;
	}
	c = fgetc(f);
	fclose(f);
	return c;
}

static const dt_usdt_site_t *site(const dt_usdt_obj_t *uo, const char *prov, const char *name)
{
	for (int i = 0; i < uo->uo_nsites; i++) {
		if (strcmp(uo->uo_sites[i].us_prov, prov) == 0 &&
		    strcmp(uo->uo_sites[i].us_name, name) == 0)
			return &uo->uo_sites[i];
	}
	return NULL;
}

static void test_trigger(void)
{
	static const struct {
		const char *prov, *name, *func, *spec;
		int argc, sema;
	} want[] = {
		{ "usdttest", "args__reg", "usdt_fire_reg",
		  "-4@%edi 8@%rsi -1@%cl 1@%ah -2@%dx 8@%r8", 6, 0 },
		{ "usdttest", "args__mem", "usdt_fire_mem",
		  "8@8(%rax) -4@-4(%rbx) 8@(%rcx,%rdx,8) -4@usdt_gint(%rip) -4@4+usdt_garr(%rip) "
		  "8@-8(%rsi)", 6, 0 },
		{ "usdttest", "args__const", "usdt_fire_const", "4@$5 -4@$-7 8@$0x10 -8@$-1", 4, 0 },
		{ "usdttest", "plain", "usdt_fire_plain", "", 0, 0 },
		{ "usdttest", "typed__probe", "usdt_fire_typed", "8@%rdi -4@%esi", 2, 0 },
		{ "usdttest", "xlated__probe", "usdt_fire_xlated", "8@%rdi -4@%esi", 2, 0 },
		{ "usdttest", "guarded", "usdt_fire_guarded", "8@%rdi", 1, 1 },
		{ "usdttest", "variant", "usdt_fire_variant", "4@$1 8@%rdi", 2, 0 },
		{ "usdtother", "other", "usdt_fire_other", "", 0, 0 },
	};
	const char *dir = getenv("builddir");
	char path[4096], err[256], what[160];
	const dt_usdt_site_t *us;
	dt_usdt_obj_t *uo;

	snprintf(path, sizeof(path), "%s/test/triggers/usdt-args", dir ? dir : "build");
	uo = dt_usdt_obj_read(path, err, sizeof(err));
	check(uo != NULL, "usdt-args read");
	if (uo == NULL) {
		printf("  %s\n", err);
		return;
	}
	/* variant has two sites: site() finds the first */
	check_int(uo->uo_nsites, sizeof(want) / sizeof(want[0]) + 1, "usdt-args: sites");
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		snprintf(what, sizeof(what), "usdt-args %s:%s", want[i].prov, want[i].name);
		us = site(uo, want[i].prov, want[i].name);
		check(us != NULL, what);
		if (us == NULL)
			continue;
		check_str(us->us_func, want[i].func, what);
		check_str(us->us_spec, want[i].spec, what);
		check_int(us->us_argc, want[i].argc, what);
		check_int(byte_at(path, us->us_off), 0x90, what);	/* the nop */
		check_int(us->us_sema != 0, want[i].sema, what);
		for (int a = 0; a < us->us_argc; a++)
			check(us->us_argv[a].ua_kind != DT_USDT_ARG_BAD, what);
		if (want[i].sema) {
			/* the semaphore's bytes in the file: the initial 0 */
			check_int(byte_at(path, us->us_sema_off), 0, what);
			check(us->us_sema_off > us->us_off, what);
		}
	}
	us = site(uo, "usdttest", "args__mem");
	if (us != NULL) {
		check_int(us->us_argv[2].ua_index, R(rdx), "args__mem arg2: index %rdx");
		check_int(us->us_argv[2].ua_scale, 8, "args__mem arg2: scale 8");
		check_int(us->us_argv[3].ua_base, IP, "args__mem arg3: %rip-relative");
		check_int(us->us_argv[4].ua_disp - us->us_argv[3].ua_disp, 4 + 8,
			  "args__mem arg4: usdt_garr + 4, 8 bytes after usdt_gint (bss order)");
	}
	us = site(uo, "usdttest", "plain");
	check(us != NULL && us->us_types == NULL, "plain: no types");
	us = site(uo, "usdttest", "typed__probe");
	check(us != NULL && us->us_types != NULL, "typed__probe: types");
	if (us != NULL && us->us_types != NULL) {
		check_int(us->us_types->ut_nargc, 2, "typed__probe: 2 native types");
		check_str(us->us_types->ut_native[0], "char *", "typed__probe: native 0");
		check_str(us->us_types->ut_native[1], "int", "typed__probe: native 1");
		check_int(us->us_types->ut_xargc, 0, "typed__probe: untranslated");
	}
	us = site(uo, "usdttest", "xlated__probe");
	check(us != NULL && us->us_types != NULL, "xlated__probe: types");
	if (us != NULL && us->us_types != NULL) {
		check_str(us->us_types->ut_native[0], "struct usdt_req *", "xlated__probe: native 0");
		check_int(us->us_types->ut_xargc, 2, "xlated__probe: 2 translated");
		check_str(us->us_types->ut_xlate[0], "usdtinfo_t *", "xlated__probe: xlate 0");
		check_int(us->us_types->ut_mapping[0], 0, "xlated__probe: mapping 0");
		check_str(us->us_types->ut_xlate[1], "int", "xlated__probe: xlate 1");
		check_int(us->us_types->ut_mapping[1], 1, "xlated__probe: mapping 1");
	}
	dt_usdt_obj_free(uo);
}

/*
 * A copy of path whose stapsdt notes record .stapsdt.base delta bytes
 * lower: as if the object had been moved by delta after it was linked.
 */
static int move_base(const char *path, const char *copy, int64_t delta)
{
	char cmd[8400];
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	int fd, rc = -1;
	Elf *elf;

	snprintf(cmd, sizeof(cmd), "cp '%s' '%s'", path, copy);
	if (system(cmd) != 0 || elf_version(EV_CURRENT) == EV_NONE ||
	    (fd = open(copy, O_RDWR)) < 0)
		return -1;
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (elf == NULL || elf_getshdrstrndx(elf, &shstrndx) != 0)
		goto out;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *data;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    strcmp(elf_strptr(elf, shstrndx, sh.sh_name), ".note.stapsdt") != 0 ||
		    (data = elf_getdata(scn, NULL)) == NULL)
			continue;
		while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0) {
			uint64_t base;

			/* the base is the second address of the description */
			if (pread(fd, &base, 8, sh.sh_offset + doff + 8) != 8)
				goto out;
			base -= delta;
			if (pwrite(fd, &base, 8, sh.sh_offset + doff + 8) != 8)
				goto out;
		}
		rc = 0;
	}
out:
	if (elf != NULL)
		elf_end(elf);
	close(fd);
	return rc;
}

static void test_prelink(void)
{
	const char *dir = getenv("builddir"), *tmp = getenv("tmpdir");
	char path[4096], copy[4096], err[256], what[160];
	dt_usdt_obj_t *orig, *moved;

	snprintf(path, sizeof(path), "%s/test/triggers/usdt-args", dir ? dir : "build");
	snprintf(copy, sizeof(copy), "%s/usdt-args-moved", tmp ? tmp : "/tmp");
	check(move_base(path, copy, -0x10) == 0, "a copy with its notes' base moved");
	orig = dt_usdt_obj_read(path, err, sizeof(err));
	moved = dt_usdt_obj_read(copy, err, sizeof(err));
	if (moved == NULL)
		printf("  %s\n", err);
	check(orig != NULL && moved != NULL && orig->uo_nsites == moved->uo_nsites,
	      "both read, as many sites");
	for (int i = 0; orig != NULL && moved != NULL && i < orig->uo_nsites; i++) {
		const dt_usdt_site_t *a = &orig->uo_sites[i], *b = &moved->uo_sites[i];

		snprintf(what, sizeof(what), "moved %s: address, offset, semaphore -0x10", a->us_name);
		check(b->us_pc == a->us_pc - 0x10 && b->us_off == a->us_off - 0x10 &&
		      (a->us_sema == 0 ? b->us_sema == 0 : b->us_sema == a->us_sema - 0x10), what);
	}
	dt_usdt_obj_free(orig);
	dt_usdt_obj_free(moved);
	unlink(copy);
}

/* One site as readelf -n prints it. */
typedef struct rsite {
	char prov[128], name[128], args[512];
	unsigned long long loc, base, sema;
} rsite_t;

static int readelf_sites(const char *path, rsite_t **out)
{
	char cmd[4200], line[1024];
	rsite_t *rs = NULL;
	int n = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "readelf -n '%s' 2>/dev/null", path);
	if ((p = popen(cmd, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), p) != NULL) {
		char *s = line + strspn(line, " \t");

		line[strcspn(line, "\n")] = '\0';
		if (strncmp(s, "Provider: ", 10) == 0) {
			rs = realloc(rs, (n + 1) * sizeof(rsite_t));
			memset(&rs[n], 0, sizeof(rsite_t));
			snprintf(rs[n++].prov, sizeof(rs->prov), "%s", s + 10);
		} else if (n > 0 && strncmp(s, "Name: ", 6) == 0) {
			snprintf(rs[n - 1].name, sizeof(rs->name), "%s", s + 6);
		} else if (n > 0 && strncmp(s, "Location: ", 10) == 0) {
			sscanf(s, "Location: %llx, Base: %llx, Semaphore: %llx", &rs[n - 1].loc,
			       &rs[n - 1].base, &rs[n - 1].sema);
		} else if (n > 0 && strncmp(s, "Arguments:", 10) == 0) {
			snprintf(rs[n - 1].args, sizeof(rs->args), "%s", s + 10 + (s[10] == ' '));
		}
	}
	pclose(p);
	*out = rs;
	return n;
}

static int test_installed(const char *path)
{
	char err[256], what[600];
	dt_usdt_obj_t *uo;
	rsite_t *rs = NULL;
	int n, bad = 0, nops = 0;

	if (access(path, R_OK) != 0)
		return 0;
	n = readelf_sites(path, &rs);
	uo = dt_usdt_obj_read(path, err, sizeof(err));
	snprintf(what, sizeof(what), "%s read", path);
	check(uo != NULL, what);
	if (uo == NULL) {
		printf("  %s\n", err);
		free(rs);
		return 1;
	}
	snprintf(what, sizeof(what), "%s: as many sites as readelf shows", path);
	check_int(uo->uo_nsites, n, what);
	for (int i = 0; i < n && i < uo->uo_nsites; i++) {
		const dt_usdt_site_t *us = &uo->uo_sites[i];

		snprintf(what, sizeof(what), "%s site %d %s:%s", path, i, rs[i].prov, rs[i].name);
		check_str(us->us_prov, rs[i].prov, what);
		check_str(us->us_name, rs[i].name, what);
		/* not prelinked: .stapsdt.base where the notes say */
		check_int(us->us_pc, rs[i].loc, what);
		check_int(us->us_sema, rs[i].sema, what);
		check_str(us->us_spec, rs[i].args, what);
		nops += byte_at(path, us->us_off) == 0x90;
		for (int a = 0; a < us->us_argc; a++) {
			if (us->us_argv[a].ua_kind == DT_USDT_ARG_BAD) {
				printf("  %s: argument %d not understood: %s\n", what, a,
				       us->us_argv[a].ua_err);
				bad++;
			}
		}
	}
	snprintf(what, sizeof(what), "%s: every operand understood", path);
	check_int(bad, 0, what);
	snprintf(what, sizeof(what), "%s: a nop at every site's file offset", path);
	check_int(nops, n, what);
	printf("%s: %d sites\n", path, n);
	dt_usdt_obj_free(uo);
	free(rs);
	return n > 0;
}

int main(void)
{
	static const char *const objs[] = {
		"/usr/bin/python3.11",
		"/usr/lib/x86_64-linux-gnu/libstdc++.so.6",
		"/usr/lib/postgresql/15/bin/postgres",
	};
	char err[256];
	int found = 0;

	test_specs();
	test_trigger();
	test_prelink();
	for (size_t i = 0; i < sizeof(objs) / sizeof(objs[0]); i++)
		found += test_installed(objs[i]);
	if (found == 0)
		printf("note: no installed object with stapsdt notes to compare with readelf\n");
	check(dt_usdt_obj_read("/nonexistent/object", err, sizeof(err)) == NULL &&
	      strstr(err, "No such file") != NULL, "a missing object: NULL and why");
	check(dt_usdt_obj_read("/etc/passwd", err, sizeof(err)) == NULL &&
	      strstr(err, "not an ELF object") != NULL, "not ELF: NULL and why");
	return check_done();
}
