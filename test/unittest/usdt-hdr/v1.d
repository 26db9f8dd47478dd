/*
 * Version 1 of myapp's provider, as an application's build has it
 * (mod_usdt's style): dtrace -h wants the types and a translator, but
 * their real definitions are the D library's (lib-versions/), so dummies
 * do here.  The note records the names.
 */
typedef struct { int dummy; } native_req_v1_t;
typedef struct { int dummy; } reqinfo_t;

translator reqinfo_t < native_req_v1_t *r > {
	dummy = 0;
};

provider myapp {
	probe request__start(native_req_v1_t *r) : (reqinfo_t *r);
};
