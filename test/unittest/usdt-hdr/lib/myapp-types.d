/*
 * The D library file of a provider (as /usr/lib/dtrace would hold it):
 * the native structure, the translated type and the translator.
 * tst.libdir.sh passes this directory with -L.
 */
struct native_req {
	char *url;
	int status;
	long bytes;
};

typedef struct reqinfo {
	string url;
	int status;
} reqinfo_t;

/* r points into the traced process: its members are copied in */
translator reqinfo_t < struct native_req *r > {
	url = copyinstr(*(uintptr_t *)copyin((uintptr_t)&r->url, sizeof (uintptr_t)));
	status = *(int *)copyin((uintptr_t)&r->status, sizeof (int));
};
