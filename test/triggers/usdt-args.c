/*
 * Trigger: USDT probes of provider "usdttest" (and one of "usdtother"),
 * with hand-written notes (usdt-probes.h) so that each argument's operand
 * form and value are known to the tests:
 *
 *   args__reg   (usdt_fire_reg)   registers: -4@%edi = -(i+1),
 *               8@%rsi = 0x123456789 + i, -1@%cl = -3, 1@%ah = 0x12,
 *               -2@%dx = -300, 8@%r8 = 1000 * i
 *   args__mem   (usdt_fire_mem)   memory: 8@8(%rax) = 100 + i,
 *               -4@-4(%rbx) = -(i + 10), 8@(%rcx,%rdx,8) = 300 + i,
 *               -4@usdt_gint(%rip) = -42 - i, -4@4+usdt_garr(%rip) = 77 + i,
 *               8@-8(%rsi) = i
 *   args__const (usdt_fire_const) constants: 4@$5 -4@$-7 8@$0x10 -8@$-1
 *   plain       (usdt_fire_plain) no arguments
 *   typed__probe  (usdt_fire_typed) 8@%rdi = "name-<i>", -4@%esi = i, typed by
 *               a .note.dtrace note as (char *, int)
 *   xlated__probe (usdt_fire_xlated) 8@%rdi = &req {id 500 + i, "req-<i>"},
 *               -4@%esi = i; native (struct usdt_req *, int) translated to
 *               (usdtinfo_t *, int)
 *   guarded     (usdt_fire_guarded) semaphore usdttest_guarded_semaphore;
 *               fired only while the semaphore is set, 8@%rdi = how many
 *               times so far
 *   variant     (usdt_fire_variant) one probe at two sites of one function,
 *               its arguments in different places: 4@$1 8@%rdi = i, then
 *               4@$2 8@%rsi = 10 * i
 *   usdtother:::other             no arguments
 *
 * for i = 0 .. N-1.  Usage:
 *   usdt-args [N]        fire every probe N times (default 3)
 *   usdt-args -w [N]     the same once SIGUSR1 has come (tests with -p)
 *   usdt-args -s         print "sema V" each time the guarded probe's
 *                        semaphore changes, and "guarded N" at the end;
 *                        fire it while set; end on SIGTERM or after 60 s
 *   usdt-args -v [N]     as the first form, then print "guarded N"
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "usdt-probes.h"

struct usdt_req {
	int id;
	const char *name;
};

int usdt_gint;
int usdt_garr[2];
USDT_SEMAPHORE(usdttest_guarded_semaphore);

USDT_TYPES("usdttest", "typed__probe", "2\\000char *\\000int\\000" "0\\000");
USDT_TYPES("usdttest", "xlated__probe",
	   "2\\000struct usdt_req *\\000int\\000" "2\\000usdtinfo_t *\\000" "0\\000" "int\\000" "1\\000");

__attribute__((noinline)) void usdt_fire_reg(long i)
{
	register long r8 __asm__("r8") = 1000 * i;

	USDT_PROBE("usdttest", "args__reg", "-4@%%edi 8@%%rsi -1@%%cl 1@%%ah -2@%%dx 8@%%r8",
		   "D"((int)-(i + 1)), "S"(0x123456789L + i), "c"((char)-3), "a"((short)0x1234),
		   "d"((short)-300), "r"(r8));
}

__attribute__((noinline)) void usdt_fire_mem(long i)
{
	long buf[4] = { i, 100 + i, 200 + i, 300 + i };
	int ibuf[2] = { 0, -(int)(i + 10) };

	usdt_gint = -42 - (int)i;
	usdt_garr[1] = 77 + (int)i;
	USDT_PROBE("usdttest", "args__mem",
		   "8@8(%%rax) -4@-4(%%rbx) 8@(%%rcx,%%rdx,8) -4@usdt_gint(%%rip) "
		   "-4@4+usdt_garr(%%rip) 8@-8(%%rsi)",
		   "a"(buf), "b"(&ibuf[2]), "c"(buf), "d"(3L), "S"(&buf[1]), "m"(buf), "m"(ibuf));
}

__attribute__((noinline)) void usdt_fire_const(void)
{
	USDT_PROBE("usdttest", "args__const", "4@$5 -4@$-7 8@$0x10 -8@$-1");
}

__attribute__((noinline)) void usdt_fire_plain(void)
{
	USDT_PROBE("usdttest", "plain", "");
}

__attribute__((noinline)) void usdt_fire_typed(long i)
{
	char name[32];

	snprintf(name, sizeof(name), "name-%ld", i);
	USDT_PROBE("usdttest", "typed__probe", "8@%%rdi -4@%%esi", "D"(name), "S"((int)i), "m"(name));
}

__attribute__((noinline)) void usdt_fire_xlated(long i)
{
	char name[32];
	struct usdt_req req = { 500 + (int)i, name };

	snprintf(name, sizeof(name), "req-%ld", i);
	USDT_PROBE("usdttest", "xlated__probe", "8@%%rdi -4@%%esi", "D"(&req), "S"((int)i),
		   "m"(req), "m"(name));
}

__attribute__((noinline)) void usdt_fire_guarded(long n)
{
	USDT_PROBE_SEMA("usdttest", "guarded", "usdttest_guarded_semaphore", "8@%%rdi", "D"(n));
}

__attribute__((noinline)) void usdt_fire_variant(long i)
{
	USDT_PROBE("usdttest", "variant", "4@$1 8@%%rdi", "D"(i));
	USDT_PROBE("usdttest", "variant", "4@$2 8@%%rsi", "S"(10 * i));
}

__attribute__((noinline)) void usdt_fire_other(void)
{
	USDT_PROBE("usdtother", "other", "");
}

static volatile sig_atomic_t done, go;

static void on_signal(int sig)
{
	if (sig == SIGUSR1)
		go = 1;
	else
		done = 1;
}

/* -s: watch the semaphore, firing the guarded probe while it is set. */
static int watch(void)
{
	struct timespec ms = { 0, 1000000 };
	unsigned short last = 0;
	long guarded = 0;

	printf("sema %u\n", usdttest_guarded_semaphore);
	fflush(stdout);
	for (int t = 0; t < 60000 && !done; t++) {
		unsigned short v = usdttest_guarded_semaphore;

		if (v != last) {
			printf("sema %u\n", v);
			fflush(stdout);
			last = v;
		}
		if (v)
			usdt_fire_guarded(++guarded);
		nanosleep(&ms, NULL);
	}
	printf("guarded %ld\n", guarded);
	return 0;
}

/*
 * On one CPU: the probes' records then come out of one buffer, in the
 * order they fired.
 */
static void pin(void)
{
	cpu_set_t set;

	if (sched_getaffinity(0, sizeof(set), &set) != 0)
		return;
	for (int c = 0; c < CPU_SETSIZE; c++) {
		if (CPU_ISSET(c, &set)) {
			CPU_ZERO(&set);
			CPU_SET(c, &set);
			sched_setaffinity(0, sizeof(set), &set);
			return;
		}
	}
}

int main(int argc, char **argv)
{
	int wait = 0, verbose = 0;
	long n, guarded = 0;

	sigset_t usr1, none;

	/* SIGUSR1 held until sigsuspend(), so that one sent early is not lost */
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigemptyset(&none);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	signal(SIGUSR1, on_signal);
	signal(SIGTERM, on_signal);
	pin();
	if (argc > 1 && strcmp(argv[1], "-s") == 0)
		return watch();
	if (argc > 1 && strcmp(argv[1], "-w") == 0) {
		wait = 1;
		argv++, argc--;
	} else if (argc > 1 && strcmp(argv[1], "-v") == 0) {
		verbose = 1;
		argv++, argc--;
	}
	n = argc > 1 ? atol(argv[1]) : 3;
	while (wait && !go && !done)
		sigsuspend(&none);
	for (long i = 0; i < n; i++) {
		usdt_fire_reg(i);
		usdt_fire_mem(i);
		usdt_fire_const();
		usdt_fire_plain();
		usdt_fire_typed(i);
		usdt_fire_xlated(i);
		if (usdttest_guarded_semaphore)
			usdt_fire_guarded(++guarded);
		usdt_fire_variant(i);
		usdt_fire_other();
	}
	if (verbose)
		printf("guarded %ld\n", guarded);
	return 0;
}
