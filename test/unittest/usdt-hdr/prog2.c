/* A second object firing myapp's probes (prog.c with -DTWO calls it). */
struct native_req {
	char *url;
	int status;
	long bytes;
};

#include "myapp.h"

void other(struct native_req *r)
{
	MYAPP_REQUEST_START(r);
	MYAPP_REQUEST_DONE(r, 404);
}
