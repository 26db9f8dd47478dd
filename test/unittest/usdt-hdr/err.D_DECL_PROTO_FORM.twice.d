/* Two native arguments of one name. */
provider myapp {
	probe request(int code, long code);
};
