/*
 * Trigger: throws N C++ exceptions (argv[1], default 3) through
 * libstdc++'s __cxa_throw, whose libstdcxx:::throw probe (a stapsdt note
 * of libstdc++.so.6: 8@%rdi the exception object, 8@%rsi its type_info)
 * the tests count.  A C program: libstdc++ is loaded with dlopen(), the
 * exception i is an int holding 1000 + i thrown with int's type_info, and
 * as nothing catches it, __cxa_throw calls the terminate handler, which
 * jumps back here (the exception object is left behind: a test program).
 * Prints "ready <address of int's type_info>" once libstdc++ is loaded,
 * then waits for SIGUSR1 (dtrace is attached) before throwing.  Stays on
 * one CPU, so that the probes' records come out of one buffer in order.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static sigjmp_buf back;

static void on_terminate(void)
{
	siglongjmp(back, 1);
}

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
	int n = argc > 1 ? atoi(argv[1]) : 3, sig;
	void *(*alloc)(size_t);
	void (*throw)(void *, void *, void (*)(void *));
	void *(*set_terminate)(void (*)(void));
	void *lib, *ti;
	sigset_t usr1;

	pin();
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	lib = dlopen("libstdc++.so.6", RTLD_NOW);
	if (lib == NULL) {
		fprintf(stderr, "usdt-throw: %s\n", dlerror());
		return 1;
	}
	alloc = (void *(*)(size_t))dlsym(lib, "__cxa_allocate_exception");
	throw = (void (*)(void *, void *, void (*)(void *)))dlsym(lib, "__cxa_throw");
	set_terminate = (void *(*)(void (*)(void)))dlsym(lib, "_ZSt13set_terminatePFvvE");
	ti = dlsym(lib, "_ZTIi");
	if (alloc == NULL || throw == NULL || set_terminate == NULL || ti == NULL) {
		fprintf(stderr, "usdt-throw: libstdc++ lacks a symbol\n");
		return 1;
	}
	set_terminate(on_terminate);
	printf("ready %p\n", ti);
	fflush(stdout);
	sigwait(&usr1, &sig);
	for (volatile int i = 0; i < n; i++) {
		if (sigsetjmp(back, 0) == 0) {
			int *e = alloc(sizeof(int));

			*e = 1000 + i;
			throw(e, ti, NULL);
		}
	}
	return 0;
}
