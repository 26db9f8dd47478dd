/* An argument type nobody declared. */
provider myapp {
	probe request(nosuch_t *p);
};
