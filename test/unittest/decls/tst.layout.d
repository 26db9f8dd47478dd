/*
 * Struct and union layout as C lays them out: bit-fields sharing a unit,
 * a zero-width bit-field, a union member, padding.  The expected sizes and
 * offsets are gcc's for the same declarations (x86-64 and arm64 agree).
 */
#pragma D option quiet
struct hdr {
	unsigned char version : 4, ihl : 4;
	unsigned char tos;
	unsigned short len;
	unsigned int flags : 3, frag : 13, ttl : 8, proto : 8;
	long long stamp;
};
union val { char c; short s; int i; long l; char bytes[12]; };
struct rec {
	char tag;
	union val v;
	struct hdr h;
	unsigned : 0;
	char name[5];
	int count : 20;
	int *next;
};
BEGIN
{
	printf("%d %d %d %d\n", sizeof(struct hdr), offsetof(struct hdr, tos),
	    offsetof(struct hdr, len), offsetof(struct hdr, stamp));
	printf("%d\n", sizeof(union val));
	printf("%d %d %d %d %d\n", sizeof(struct rec), offsetof(struct rec, v),
	    offsetof(struct rec, h), offsetof(struct rec, name), offsetof(struct rec, next));
	exit(0);
}
