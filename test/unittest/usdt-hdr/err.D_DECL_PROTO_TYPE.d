/* A native argument is passed in a register: no structs by value. */
struct native_req {
	char *url;
};

provider myapp {
	probe request(int code, struct native_req r);
};
