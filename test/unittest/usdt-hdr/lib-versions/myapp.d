/*
 * myapp's D library file once version 2 exists: both versions' native
 * types, and a translator from each to the one reqinfo_t (seed 002: old
 * binaries with the updated library file).
 */
typedef struct native_req_v1 {
	char *url;
} native_req_v1_t;

struct native_req {
	char *url;
	int status;
	long bytes;
};

typedef struct reqinfo {
	string url;
	int status;
} reqinfo_t;

translator reqinfo_t < native_req_v1_t *r > {
	url = copyinstr(*(uintptr_t *)copyin((uintptr_t)&r->url, sizeof (uintptr_t)));
	status = -1;
};

translator reqinfo_t < struct native_req *r > {
	url = copyinstr(*(uintptr_t *)copyin((uintptr_t)&r->url, sizeof (uintptr_t)));
	status = *(int *)copyin((uintptr_t)&r->status, sizeof (int));
};
