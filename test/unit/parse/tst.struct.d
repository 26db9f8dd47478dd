/* struct, union and enum specifiers, bit-fields */
struct s1 {
	int a;
	unsigned long long b : 3, : 2;
	char name[16];
	struct s1 *next;
	union {
		int i;
		char c[4];
	} u;
};
union u1 { int x; long y; } uv;
struct s2;
struct s1 *sp;
enum color { RED, GREEN = 2, BLUE, };
enum { A = 1 << 2, B = A | 1 };
enum color col;
struct vmlinux`task_struct *task;
typedef struct s3 { int z; } s3_t, *s3p_t;
s3p_t s3p;
