/*
 * Byte order, dev_t splitting, progenyof(), rand() (only its type: any
 * value is right).
 */
#pragma D option quiet

BEGIN
{
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678), htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0x3412), ntohl(0x78563412), ntohll(0x0807060504030201));
	printf("%d %d\n", getmajor(0x800005), getminor(0x800005));
	printf("%d %d %d\n", progenyof($pid), progenyof(1), progenyof(-5));
	r = rand();
	exit(0);
}
