/*
 * Translated arguments are named after the native argument they come
 * from: unnamed, they come from nowhere.
 */
struct native_req {
	char *url;
};

typedef struct reqinfo {
	string url;
} reqinfo_t;

translator reqinfo_t < struct native_req *r > {
	url = copyinstr((uintptr_t)r->url);
};

provider myapp {
	probe request(struct native_req *) : (reqinfo_t *);
};
