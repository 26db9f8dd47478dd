/*
 * The provider of the usdt-hdr tests: native and translated arguments
 * (a translated argument may come from any native one: done's order is
 * swapped), integers of every size and sign, a string, no arguments.
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

translator reqinfo_t < struct native_req *r > {
	url = copyinstr((uintptr_t)r->url);
	status = r->status;
};

provider myapp {
	probe request__start(struct native_req *r) : (reqinfo_t *r);
	probe request__done(struct native_req *r, int status) : (int status, reqinfo_t *r);
	probe tick(unsigned short n, char c, char *s, long long v, unsigned char u);
	probe nothing();
};
