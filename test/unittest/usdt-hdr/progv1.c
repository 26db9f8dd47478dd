/* Version 1 of the application: its request has no status. */
typedef struct native_req_v1 {
	char *url;
} native_req_v1_t;

#include "v1.h"

int main(void)
{
	char url[] = "/old.html";	/* on the stack: its page is there when traced */
	native_req_v1_t r = { url };

	for (int i = 0; i < 2; i++)
		MYAPP_REQUEST_START(&r);
	return 0;
}
