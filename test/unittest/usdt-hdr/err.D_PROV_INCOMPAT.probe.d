/* A provider defined again may not add probes. */
provider myapp {
	probe request(int code);
};

provider myapp {
	probe request(int code);
	probe reply(int code);
};
