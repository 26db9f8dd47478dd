/* A probe's arguments are fixed. */
provider myapp {
	probe request(int code, ...);
};
