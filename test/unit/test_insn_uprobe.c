/*
 * dt_insn_uprobe_ok() against the running kernel: which instructions
 * Linux's x86 uprobes refuse to probe.  Candidates are written one per
 * 16-byte slot into a file, which this process maps executable; a uprobe
 * (perf's uprobe PMU, for this process) is then opened on each slot.  The
 * kernel's answer and the decoder's must be the same.
 *
 * Each uprobe costs about 90 ms, and much more on a loaded machine: the
 * kernel waits for an RCU grace period each time one is removed or
 * refused, one at a time.  So by default only the 15 instructions below
 * are tried (about 1.5 s), each rule of dt_insn_uprobe_ok() and a few it
 * must not catch; test_insn.c checks the rules further without a kernel.
 * `test_insn_uprobe --all` tries every one-byte and 0F opcode in a
 * register and a memory form, every prefix on a dozen instructions, VEX
 * (every opcode of maps 0F and 0F 38) and EVEX (1,695 candidates, 4
 * minutes): that is how the rules were found, on 6.1 and 6.18 alike.  With --all the kernel
 * also refuses, as not decodable (ENOEXEC), encodings dt_insn takes (it
 * gives every 0F 38 and 0F 3A opcode a ModRM, defined or not): those are
 * counted, not compared.
 *
 * @@requires: root uprobes
 * @@timeout: 120
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dt_insn.h"
#include "check.h"

#define SLOT		16
#define MAXSLOTS	4096

static uint8_t slots[MAXSLOTS][SLOT];
static int nslots;

/* One candidate, nop-padded, if dt_insn decodes it within a slot. */
static void add(const uint8_t *b, size_t n)
{
	uint8_t s[SLOT];

	if (nslots == MAXSLOTS || n > SLOT)
		return;
	memset(s, 0x90, SLOT);
	memcpy(s, b, n);
	if (dt_insn_len(s, SLOT) < 0)
		return;
	memcpy(slots[nslots++], s, SLOT);
}

static int is_prefix(int b)
{
	return b == 0x26 || b == 0x2e || b == 0x36 || b == 0x3e || b == 0x64 || b == 0x65 ||
	       b == 0x66 || b == 0x67 || b == 0xf0 || b == 0xf2 || b == 0xf3 ||
	       (b >= 0x40 && b <= 0x4f);
}

static void candidates(void)
{
	static const uint8_t base[][7] = {
		{ 2, 0x01, 0x00 },			/* add %eax,(%rax) */
		{ 2, 0x89, 0xc0 },			/* mov %eax,%eax */
		{ 2, 0xff, 0xe0 },			/* jmp *%rax */
		{ 2, 0xff, 0x20 },			/* jmp *(%rax) */
		{ 2, 0xff, 0xd0 },			/* call *%rax */
		{ 5, 0xe9, 0, 0, 0, 0 },		/* jmp rel32 */
		{ 5, 0xe8, 0, 0, 0, 0 },		/* call rel32 */
		{ 6, 0x0f, 0x84, 0, 0, 0, 0 },		/* je rel32 */
		{ 2, 0x74, 0 },				/* je rel8 */
		{ 2, 0xeb, 0 },				/* jmp rel8 */
		{ 1, 0xc3 },				/* ret */
		{ 1, 0xa4 },				/* movsb */
		{ 5, 0x0f, 0x1f, 0x44, 0, 0 },		/* nopl */
	};
	static const uint8_t vex[][8] = {
		{ 3, 0xc5, 0xf8, 0x77 },			/* vzeroupper */
		{ 4, 0xc5, 0xfc, 0x58, 0xc1 },			/* vaddps */
		{ 5, 0xc4, 0xe2, 0x7d, 0x18, 0x07 },		/* vbroadcastss */
		{ 6, 0x62, 0xf1, 0x74, 0x48, 0x58, 0xc2 },	/* vaddps zmm */
		{ 4, 0xf3, 0x0f, 0x1e, 0xfa },			/* endbr64 */
	};
	uint8_t b[SLOT];
	int op, p;
	size_t i;

	for (op = 0; op < 256; op++) {
		if (is_prefix(op) || op == 0x0f)
			continue;
		memset(b, 0, sizeof(b));
		b[0] = op;
		b[1] = 0xc0;
		add(b, 10);
		b[1] = 0x00;
		add(b, 10);
	}
	for (op = 0; op < 256; op++) {
		memset(b, 0, sizeof(b));
		b[0] = 0x0f;
		b[1] = op;
		b[2] = 0xc0;
		add(b, 8);
		b[2] = 0x00;
		add(b, 8);
	}
	for (p = 0; p < 256; p++) {
		if (!is_prefix(p))
			continue;
		for (i = 0; i < sizeof(base) / sizeof(base[0]); i++) {
			b[0] = p;
			memcpy(b + 1, base[i] + 1, base[i][0]);
			add(b, base[i][0] + 1);
		}
	}
	for (i = 0; i < sizeof(vex) / sizeof(vex[0]); i++)
		add(vex[i] + 1, vex[i][0]);
	/*
	 * Every VEX opcode of maps 0F and 0F 38: the kernel looks its byte up
	 * in the one-byte table, whatever the map.
	 */
	for (op = 0; op < 256; op++) {
		uint8_t v1[] = { 0xc5, 0xf9, op, 0xc0, 0, 0 };
		uint8_t v2[] = { 0xc4, 0xe2, 0x79, op, 0xc0, 0 };

		add(v1, op == 0x70 || op == 0x71 || op == 0x72 || op == 0x73 || op == 0xc2 ||
			op == 0xc4 || op == 0xc5 || op == 0xc6 ? 5 : 4);
		add(v2, 5);
	}
}

/* The default candidates: each refusal rule, and what it must not catch. */
static const char *const curated[] = {
	/* refused */
	"f0 01 00",				/* lock add */
	"66 2e 0f 1f 84 00 00 00 00 00",	/* cs nopw: gcc's padding */
	"3e ff e0",				/* notrack jmp *%rax */
	"26 89 c0",				/* es: */
	"66 e9 00 00",				/* jmpw rel16 */
	"cc",					/* int3 */
	"f4",					/* hlt */
	"ec",					/* in */
	"c5 f9 6e c6",				/* vmovd: 6E as outs */
	"c4 e2 79 9a c0",			/* vfmsub132ps: 9A as callf */
	/* accepted */
	"f3 0f 1e fa",				/* endbr64 */
	"c5 fc 58 c1",				/* vaddps */
	"64 48 8b 04 25 28 00 00 00",		/* fs: */
	"0f 05",				/* syscall */
	"e9 00 00 00 00",			/* jmp rel32 */
};

static void curated_candidates(void)
{
	size_t i;

	for (i = 0; i < sizeof(curated) / sizeof(curated[0]); i++) {
		uint8_t b[SLOT];
		const char *s = curated[i];
		size_t n = 0;

		while (*s != '\0' && n < SLOT) {
			char *end;

			b[n++] = strtoul(s, &end, 16);
			s = end;
			while (*s == ' ')
				s++;
		}
		add(b, n);
	}
}

static int uprobe_type(void)
{
	FILE *fp = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1;

	if (fp != NULL) {
		if (fscanf(fp, "%d", &type) != 1)
			type = -1;
		fclose(fp);
	}
	return type;
}

int main(int argc, char **argv)
{
	const char *tmp = getenv("tmpdir");
	char path[4096];
	int type = uprobe_type(), fd, i, nnoexec = 0, nrefused = 0;
	void *map;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (type < 0) {
		printf("no uprobe PMU (/sys/bus/event_source/devices/uprobe)\n");
		return 77;
	}
	if (argc > 1 && strcmp(argv[1], "--all") == 0)
		candidates();
	else
		curated_candidates();
	snprintf(path, sizeof(path), "%s/insn-slots.bin", tmp ? tmp : "/tmp");
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0 || write(fd, slots, nslots * SLOT) != nslots * SLOT) {
		printf("cannot write %s: %s\n", path, strerror(errno));
		return 77;
	}
	/* uprobes look at the instruction when a mapping of the file gets one */
	map = mmap(NULL, nslots * SLOT, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED) {
		printf("cannot map %s executable: %s\n", path, strerror(errno));
		return 77;
	}
	for (i = 0; i < nslots; i++) {
		struct perf_event_attr attr = { .size = sizeof(attr), .type = type };
		int len = dt_insn_len(slots[i], SLOT), ok = dt_insn_uprobe_ok(slots[i], len);
		int pfd, kernel_ok;
		char what[128];
		int k, n;

		attr.config1 = (uint64_t)(uintptr_t)path;
		attr.config2 = (uint64_t)i * SLOT;
		pfd = syscall(SYS_perf_event_open, &attr, getpid(), -1, -1, PERF_FLAG_FD_CLOEXEC);
		kernel_ok = pfd >= 0;
		if (pfd >= 0)
			close(pfd);
		else if (errno == ENOEXEC) {
			nnoexec++;
			continue;
		} else if (errno != 524 && errno != EOPNOTSUPP) {	/* 524: ENOTSUPP */
			printf("opening a uprobe: %s\n", strerror(errno));
			unlink(path);
			return 77;
		}
		nrefused += !kernel_ok;
		n = snprintf(what, sizeof(what), "kernel %s [", kernel_ok ? "accepts" : "refuses");
		for (k = 0; k < len && n < (int)sizeof(what) - 4; k++)
			n += snprintf(what + n, sizeof(what) - n, k ? " %02x" : "%02x", slots[i][k]);
		snprintf(what + n, sizeof(what) - n, "]");
		check(ok == kernel_ok, what);
	}
	munmap(map, nslots * SLOT);
	close(fd);
	unlink(path);
	printf("%d candidates: %d refused by the kernel, %d not decodable to it\n", nslots,
	       nrefused, nnoexec);
	check(nrefused >= 10, "the kernel refused the 10 it should (lock, cs, int3, vmovd...)");
	return check_done();
}
