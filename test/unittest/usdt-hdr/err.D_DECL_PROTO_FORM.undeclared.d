/* A translated argument named after no native argument. */
provider myapp {
	probe request(int code, char *url) : (int code, string path);
};
