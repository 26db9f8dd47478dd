/* A probe declared twice in one provider. */
provider myapp {
	probe tick(int n);
	probe tick(int n);
};
