/*
 * The consumer's unwinding of ustack() records (dt_unwind.c) without BPF:
 * this process takes a record of its own stack the way the BPF program does
 * (its registers and a copy of its stack from sp up, as a dt_ustack_raw_t),
 * three functions deep, and dt_unwind() / dt_print_stack_datum() must find
 * those functions, main and libc's start-up.  Then what must not crash: a
 * copy cut short, a reference to a clause's first copy (DT_USTACK_REF), a
 * kernel thread's empty registers, sizes that lie.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "dt_impl.h"
#include "dt_stack.h"
#include "dt_unwind.h"

#define COPY 8192

static uint8_t rec[2 * (sizeof(dt_ustack_raw_t) + COPY)];
volatile int uw_sink;

/* Where the main thread's stack starts: /proc/self/stat's startstack (field 28). */
static uint64_t uw_startstack(void)
{
	char buf[4096], *p;
	unsigned long long v = 0;
	FILE *fp = fopen("/proc/self/stat", "r");
	size_t n;

	if (fp == NULL)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	p = strrchr(buf, ')');
	/* fields 3.. after the command's closing parenthesis: startstack is the 26th of them */
	for (int i = 0; p != NULL && i < 26; i++)
		p = strchr(p + 1, ' ');
	if (p != NULL)
		sscanf(p + 1, "%llu", &v);
	return v;
}

/*
 * The record the BPF program would make here: registers, then the stack from
 * sp.  Reading the stack whole crosses AddressSanitizer's redzones, as the
 * BPF program's copy does: the copy is a plain loop, not instrumented.
 */
static __attribute__((noinline, no_sanitize_address)) void uw_capture(uint8_t *out)
{
#ifdef __x86_64__
	dt_ustack_raw_t raw;
	uint64_t ip, sp, bp, top = uw_startstack(), n;

	__asm__ volatile("lea (%%rip), %0\n\tmov %%rsp, %1\n\tmov %%rbp, %2"
			 : "=r"(ip), "=r"(sp), "=r"(bp));
	memset(&raw, 0, sizeof(raw));
	raw.pid_flags = (uint64_t)getpid() | DT_USTACK_RAW;
	raw.regs[DT_UREG_IP] = ip;
	raw.regs[DT_UREG_SP] = sp;
	raw.regs[DT_UREG_BP] = bp;
	n = top > sp && top - sp < COPY ? top - sp : COPY;
	raw.nbytes = n;
	for (uint64_t i = 0; i < n; i++)
		out[sizeof(raw) + i] = ((const volatile uint8_t *)sp)[i];
	memcpy(out, &raw, sizeof(raw));
#endif
}

static __attribute__((noinline)) void uw_f2(uint8_t *out)
{
	uw_capture(out);
	uw_sink++;
}

static __attribute__((noinline)) void uw_f1(uint8_t *out)
{
	uw_f2(out);
	uw_sink++;
}

/* The datum as dtrace prints it, into a string. */
static char *uw_text(dtrace_hdl_t *dtp, const void *datum, uint32_t size)
{
	char *text = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);

	dt_print_stack_datum(dtp, fp, DT_ACT_USTACK, datum, size);
	fclose(fp);
	return text;
}

static void uw_has(const char *text, const char *frame, int want, const char *what)
{
	char msg[256];
	int has = strstr(text, frame) != NULL;

	snprintf(msg, sizeof(msg), "%s: %s %s", what, want ? "has" : "lacks", frame);
	check(has == want, msg);
	if (has != want)
		printf("%s\n", text);
}

static void test_whole(dtrace_hdl_t *dtp)
{
	uint32_t size = sizeof(dt_ustack_raw_t) + COPY;
	char *text = uw_text(dtp, rec, size);
	const char *order[] = { "uw_capture", "uw_f2", "uw_f1", "`main+", "_start" };
	const char *at = text;

	for (size_t i = 0; i < sizeof(order) / sizeof(order[0]); i++) {
		const char *p = strstr(at, order[i]);

		check(p != NULL, order[i]);
		if (p == NULL) {
			printf("%s not after the frames before it in:%s", order[i], text);
			break;
		}
		at = p;
	}
	free(text);
}

static void test_limits(dtrace_hdl_t *dtp)
{
	uint32_t size = sizeof(dt_ustack_raw_t) + COPY;
	dt_ustack_raw_t raw;
	uint64_t pcs[64], w[2];
	pid_t pid;
	char *text;

	check_int(dt_unwind_israw(rec, size), 1, "a raw datum");
	/* ustack(2): two frames */
	memcpy(&raw, rec, sizeof(raw));
	raw.pid_flags |= (uint64_t)2 << 32;
	memcpy(rec, &raw, sizeof(raw));
	check_int(dt_unwind(dtp, rec, size, &pid, pcs, 64), 2, "ustack(2)");
	check_int(pid, getpid(), "its pid");
	raw.pid_flags &= ~((uint64_t)0xffff << 32);
	memcpy(rec, &raw, sizeof(raw));

	/* a second ustack(3) of the clause, after the first */
	w[0] = (uint64_t)getpid() | DT_USTACK_RAW | DT_USTACK_REF | (uint64_t)3 << 32;
	w[1] = DT_USTACK_REFWORD(size, size);
	memcpy(rec + size, w, sizeof(w));
	check_int(dt_unwind(dtp, rec + size, 16, &pid, pcs, 64), 3, "a reference: ustack(3)");
	text = uw_text(dtp, rec + size, 16);
	uw_has(text, "uw_f2", 1, "a reference");
	free(text);

	/* 16 bytes of stack: the return address into uw_f2 is further up */
	raw.nbytes = 16;
	memcpy(rec, &raw, sizeof(raw));
	text = uw_text(dtp, rec, size);
	uw_has(text, "uw_capture", 1, "a copy cut short");
	uw_has(text, "`main+", 0, "a copy cut short");
	free(text);

	/* more bytes claimed than the datum has: an error, not a read past it */
	raw.nbytes = COPY + 8;
	memcpy(rec, &raw, sizeof(raw));
	check_int(dt_unwind(dtp, rec, size, &pid, pcs, 64), -1, "nbytes past the datum");
	check_int(dt_unwind(dtp, rec, 8, &pid, pcs, 64), -1, "a datum of 8 bytes");

	/* a kernel thread: no user registers, no frames */
	memset(&raw.regs, 0, sizeof(raw.regs));
	raw.nbytes = 0;
	memcpy(rec, &raw, sizeof(raw));
	check_int(dt_unwind(dtp, rec, size, &pid, pcs, 64), 0, "no registers");
}

int main(void)
{
	dtrace_hdl_t *dtp;
	int err;

#ifndef __x86_64__
	printf("the unwound ustack() records x86_64's registers\n");
	return 77;
#endif
	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open failed\n");
		return 1;
	}
	uw_f1(rec);
	uw_sink++;
	test_whole(dtp);
	test_limits(dtp);
	dtrace_close(dtp);
	return check_done();
}
