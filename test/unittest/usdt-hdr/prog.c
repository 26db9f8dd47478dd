/*
 * Fires the probes of myapp.d: request-start and request-done N times
 * (argv[1], default 3), tick N times, nothing once; prints what the
 * ENABLED() tests say first.  other() is in prog2.c (a second object
 * using the same probes) when built with -DTWO.
 */
#include <stdio.h>
#include <stdlib.h>

struct native_req {
	char *url;
	int status;
	long bytes;
};

#include "myapp.h"

#ifdef TWO
extern void other(struct native_req *);
#endif

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	struct native_req r = { "/index.html", 200, 4096 };

	printf("enabled %d %d %d %d\n", MYAPP_REQUEST_START_ENABLED(),
	       MYAPP_REQUEST_DONE_ENABLED(), MYAPP_TICK_ENABLED(), MYAPP_NOTHING_ENABLED());
	for (int i = 0; i < n; i++) {
		MYAPP_REQUEST_START(&r);
		MYAPP_TICK((unsigned short)i, 'x', r.url, -5LL * i, 255);
		r.status = 200 + i;
		MYAPP_REQUEST_DONE(&r, r.status);
	}
	MYAPP_NOTHING();
#ifdef TWO
	other(&r);
#endif
	return 0;
}
