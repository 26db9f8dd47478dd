/* A provider name has at most 63 characters. */
provider aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa {
	probe tick();
};
