/* An int is no string: a translated argument of another kind needs a translator. */
provider myapp {
	probe request(int code) : (string code);
};
