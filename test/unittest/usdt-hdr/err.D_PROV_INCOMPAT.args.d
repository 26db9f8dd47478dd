/* A provider defined again must repeat its probes' prototypes. */
provider myapp {
	probe request(int code, char *url);
};

provider myapp {
	probe request(long code, char *url);
};
