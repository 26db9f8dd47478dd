/*
 * Symbol lookup and stack text (dt_ksyms.c, dt_usyms.c, dt_stack.c) without
 * BPF: kernel symbols from a made-up kallsyms file (so every case is known:
 * aliases, sizes up to the next symbol, modules, addresses before, between
 * and after symbols), user symbols from this very process (its own
 * functions, PIE or not, and libc's).  main's caller, libc's static
 * __libc_start_call_main, is named when libc's separate debug file is
 * installed (libc6-dbg), found by libc's build id; else it is an address.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "dt_impl.h"
#include "dt_stack.h"
#include "dt_syms.h"
#include "uprobe_elf.h"

static const char kallsyms[] =
	"0000000000000000 A fixed_percpu_data\n"
	"ffffffff81000000 T _stext\n"
	"ffffffff81000000 t _text_alias\n"
	"ffffffff81000100 T do_syscall_64\n"
	"ffffffff81000180 t helper\n"
	"ffffffff81000200 T last_core\n"
	"ffffffffc0001000 t mod_init\t[mymod]\n"
	"ffffffffc0001040 T mod_func\t[mymod]\n"
	"ffffffffc0001100 t mod_tail\t[mymod]\n"
	"ffffffffc0002000 t other_fn\t[other]\n";

static void ksym(dtrace_hdl_t *dtp, dt_act_t kind, uint64_t addr, const char *want)
{
	char buf[256], what[128];

	snprintf(what, sizeof(what), "kind %d at 0x%llx", kind, (unsigned long long)addr);
	buf[0] = '\0';
	check_int(dt_format_sym(dtp, kind, 0, addr, buf, sizeof(buf)), 0, what);
	check_str(buf, want, what);
}

static void test_kernel(dtrace_hdl_t *dtp, const char *dir)
{
	char path[4096], *text = NULL;
	size_t len = 0;
	uint64_t pcs[] = { 0xffffffff81000105ULL, 0xffffffffc0001040ULL, 0x1000, 0,
			   0xffffffff81000100ULL };
	FILE *fp;

	snprintf(path, sizeof(path), "%s/kallsyms", dir);
	fp = fopen(path, "w");
	fputs(kallsyms, fp);
	fclose(fp);
	check_int(dt_ksyms_load(dtp, path), 0, "load kallsyms");

	ksym(dtp, DT_ACT_SYM, 0xffffffff81000000ULL, "vmlinux`_stext");	/* global wins */
	ksym(dtp, DT_ACT_SYM, 0xffffffff81000100ULL, "vmlinux`do_syscall_64");
	ksym(dtp, DT_ACT_SYM, 0xffffffff8100017fULL, "vmlinux`do_syscall_64");
	ksym(dtp, DT_ACT_SYM, 0xffffffff81000180ULL, "vmlinux`helper");
	ksym(dtp, DT_ACT_MOD, 0xffffffff81000181ULL, "vmlinux");
	ksym(dtp, DT_ACT_SYM, 0xffffffff81000200ULL, "vmlinux`last_core");
	/* the last symbol of a module has no known end */
	ksym(dtp, DT_ACT_SYM, 0xffffffff81000201ULL, "0xffffffff81000201");
	ksym(dtp, DT_ACT_SYM, 0xffffffffc0001041ULL, "mymod`mod_func");
	ksym(dtp, DT_ACT_MOD, 0xffffffffc0001041ULL, "mymod");
	ksym(dtp, DT_ACT_SYM, 0xffffffffc0001100ULL, "mymod`mod_tail");
	ksym(dtp, DT_ACT_SYM, 0xffffffffc0002000ULL, "other`other_fn");
	ksym(dtp, DT_ACT_SYM, 0x1000, "0x1000");
	ksym(dtp, DT_ACT_MOD, 0x1000, "0x1000");
	check_int((long long)dt_stack_symaddr(dtp, DT_ACT_SYM, 0, 0xffffffff81000123ULL),
		  (long long)0xffffffff81000100ULL, "symaddr normalises to the symbol");
	check_int((long long)dt_stack_symaddr(dtp, DT_ACT_MOD, 0, 0xffffffffc0001041ULL),
		  (long long)0xffffffffc0001000ULL, "symaddr of mod is the module's");

	/* a stack: offsets, exact starts, unknown addresses, stop at 0 */
	fp = open_memstream(&text, &len);
	dt_print_stack(dtp, fp, pcs, 5);
	fclose(fp);
	check_str(text, "\n"
		  "              vmlinux`do_syscall_64+0x5\n"
		  "              mymod`mod_func\n"
		  "              0x1000\n", "stack text");
	free(text);

	/* as a printa/record datum, with -x stackindent=2 */
	dtp->dt_options[DT_OPT_STACKINDENT] = 2;
	text = NULL;
	fp = open_memstream(&text, &len);
	dt_print_stack_datum(dtp, fp, DT_ACT_STACK, pcs, 2 * 8);
	dt_print_sym_datum(dtp, fp, DT_ACT_MOD, &pcs[1], 8);
	fclose(fp);
	check_str(text, "\n  vmlinux`do_syscall_64+0x5\n  mymod`mod_func\n"
		  "  mymod                                             ", "datum text");
	free(text);
	dtp->dt_options[DT_OPT_STACKINDENT] = DT_OPT_UNSET;
}

void __attribute__((noinline)) test_stack_syms_target(void)
{
	__asm__ volatile("nop\n\tnop\n\tnop\n\tnop");	/* a few bytes long */
}

static void test_user(dtrace_hdl_t *dtp)
{
	uint64_t f = (uint64_t)(uintptr_t)test_stack_syms_target;
	uint64_t datum[2] = { (uint64_t)getpid(), f + 2 };
	char buf[256], want[4200];
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	const char *self;

	exe[n > 0 ? n : 0] = '\0';
	self = strrchr(exe, '/') ? strrchr(exe, '/') + 1 : exe;

	snprintf(want, sizeof(want), "%s`test_stack_syms_target", self);
	dt_format_sym(dtp, DT_ACT_USYM, getpid(), f + 1, buf, sizeof(buf));
	check_str(buf, want, "usym of an own function");
	snprintf(want, sizeof(want), "%s`test_stack_syms_target+0x1", self);
	dt_format_sym(dtp, DT_ACT_UADDR, getpid(), f + 1, buf, sizeof(buf));
	check_str(buf, want, "uaddr of an own function");
	dt_format_sym(dtp, DT_ACT_UMOD, getpid(), f, buf, sizeof(buf));
	check_str(buf, self, "umod of an own function");
	dt_format_sym(dtp, DT_ACT_UMOD, getpid(), (uint64_t)(uintptr_t)getpid, buf, sizeof(buf));
	check(strncmp(buf, "libc", 4) == 0, "umod of a libc function");
	dt_format_sym(dtp, DT_ACT_USYM, getpid(), 8, buf, sizeof(buf));
	check_str(buf, "0x8", "usym of an unmapped address");
	dt_format_sym(dtp, DT_ACT_USYM, 0, f, buf, sizeof(buf));
	snprintf(want, sizeof(want), "0x%llx", (unsigned long long)f);
	check_str(buf, want, "usym without a process");

	char *text = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);

	dt_print_stack_datum(dtp, fp, DT_ACT_USTACK, datum, sizeof(datum));
	fclose(fp);
	snprintf(want, sizeof(want), "\n              %s`test_stack_syms_target+0x2\n", self);
	check_str(text, want, "ustack datum");
	free(text);
}

/* main's return address: in libc's start-up code, a static function. */
static void test_debugfile(dtrace_hdl_t *dtp, uint64_t ret)
{
	char hex[129], link[256], debug[4096], buf[256];
	uint32_t crc;
	uprobe_elf_t *ue, *dbg;
	Dl_info di;
	int has;

	if (dladdr((void *)getpid, &di) == 0 || (ue = uprobe_elf_open(di.dli_fname)) == NULL) {
		check(0, "libc opened");
		return;
	}
	check(uprobe_elf_build_id(ue, hex, sizeof(hex)) == 0 && strlen(hex) == 40,
	      "libc's build id, 20 bytes in hex");
	check(uprobe_elf_build_id(ue, hex, 8) == -ENOSPC, "build id: too small a buffer");
	check(uprobe_elf_build_id(ue, hex, sizeof(hex)) == 0, "libc's build id again");
	/* Debian's libc names its debug file, as every package split by dh_strip */
	check(uprobe_elf_debuglink(ue, link, sizeof(link), &crc) == 0 &&
	      strcmp(link + strlen(link) - 6, ".debug") == 0, "libc's .gnu_debuglink");
	uprobe_elf_close(ue);
	snprintf(debug, sizeof(debug), "/usr/lib/debug/.build-id/%.2s/%s.debug", hex, hex + 2);
	has = access(debug, R_OK) == 0;
	printf("libc's debug file %s: %s\n", debug, has ? "installed" : "not installed");
	if (has) {
		char dhex[129];

		dbg = uprobe_elf_open(debug);
		check(dbg != NULL && uprobe_elf_build_id(dbg, dhex, sizeof(dhex)) == 0 &&
		      strcmp(dhex, hex) == 0, "the debug file has libc's build id");
		uprobe_elf_close(dbg);
	}
	dt_format_sym(dtp, DT_ACT_USYM, getpid(), ret, buf, sizeof(buf));
	if (has) {
		check_str(buf, "libc.so.6`__libc_start_call_main", "main's caller, from the debug file");
	} else {
		check(strncmp(buf, "libc.so.6`0x", 12) == 0, "main's caller: an address in libc");
	}
}

int main(void)
{
	uint64_t ret = (uint64_t)(uintptr_t)__builtin_return_address(0);
	const char *dir = getenv("tmpdir") ? getenv("tmpdir") : "/tmp";
	dtrace_hdl_t *dtp;
	int err;

	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed\n");
		return 1;
	}
	test_kernel(dtp, dir);
	test_user(dtp);
	test_debugfile(dtp, ret);
	dtrace_close(dtp);
	return check_done();
}
