/* A translated argument whose native type has no translator to it. */
struct native_req {
	char *url;
};

typedef struct reqinfo {
	string url;
} reqinfo_t;

provider myapp {
	probe request(struct native_req *r) : (reqinfo_t *r);
};
