/* A provider name may not end with a digit: it would read as a pid. */
provider myapp2 {
	probe tick();
};
