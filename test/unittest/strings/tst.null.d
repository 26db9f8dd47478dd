/*
 * NULL strings: strchr(), strrchr() and strstr() that find nothing give
 * the empty string (length 0, equal to ""), usable in every scope, as a
 * key and as an aggregation key; strtok(NULL, ...) goes on with the
 * previous string.
 */
#pragma D option quiet

BEGIN
{
	s = strchr("abc", 'z');
	printf("[%s] %d %d %d\n", s, strlen(s), s == "", s < "a");
	self->t = strrchr("abc", 'z');
	this->u = strstr("abc", "zz");
	printf("[%s] [%s] %d\n", self->t, this->u, self->t == this->u);
	a[s] = 1;
	printf("%d\n", a[""]);
	@n[s] = count();
	@n[""] = count();
	t = strtok("a,b", ",");
	printf("[%s]", t);
	t = strtok(NULL, ",");
	printf("[%s]", t);
	t = strtok(NULL, ",");
	printf("[%s] %d\n", t, strlen(t));
	exit(0);
}
