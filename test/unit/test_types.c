/*
 * Unit test of the type layer: dt_types.c (D and kernel types, names,
 * derivation, comparison), dt_decl.c (declarations: typedefs, structs with
 * bit-fields, unions, enums, variables, every D_DECL_* error with its exact
 * message) and dt_btf.c.  Programs are parsed with dt_parse() and their
 * declarations processed with dt_decl_process(), as dt_program.c will.
 *
 * References are independent of the code under test: struct layouts and
 * bit-field positions come from gcc compiling the same declarations here,
 * kernel sizes and offsets from libbpf reading vmlinux itself.  Kernel
 * checks are skipped (with a note) without /sys/kernel/btf/vmlinux; the
 * start-up check, which runs BEGIN { exit(0); }, needs root.
 *
 * Prints each failure, then "N passed, N failed"; exits 1 on failure.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_decl.h"
#include "dt_btf.h"
#include "check.h"

static dtrace_hdl_t *dtp;

/* The variables a program declared (dt_decl_process's callback). */
typedef struct vars {
	int n;
	dt_decl_var_t v[16];
	char name[16][64];
} vars_t;

static void on_var(dt_pcb_t *pcb, const dt_decl_var_t *v, void *arg)
{
	vars_t *vs = arg;

	if (vs == NULL || vs->n == 16)
		return;
	vs->v[vs->n] = *v;
	snprintf(vs->name[vs->n], sizeof(vs->name[0]), "%s", v->name);
	vs->v[vs->n].name = vs->name[vs->n];
	vs->n++;
}

static void init_pcb(dt_pcb_t *pcb, FILE *fp)
{
	memset(pcb, 0, sizeof(*pcb));
	pcb->pcb_hdl = dtp;
	pcb->pcb_pspec = DTRACE_PROBESPEC_NONE;
	pcb->pcb_fileptr = fp;
}

/* Parse text as a script and process its declarations: 0, or -1 (error on dtp). */
static int decls(const char *text, vars_t *vars)
{
	FILE *fp = fmemopen((void *)text, strlen(text), "r");
	volatile int rc = -1;
	dt_node_t *n;
	dt_pcb_t pcb;

	if (vars != NULL)
		memset(vars, 0, sizeof(*vars));
	init_pcb(&pcb, fp);
	yypcb = &pcb;
	dtp->dt_errmsg[0] = '\0';
	if (setjmp(pcb.pcb_jmpbuf) == 0 && dt_parse(&pcb) == 0) {
		for (n = pcb.pcb_root->dn_list; n != NULL; n = n->dn_next) {
			if (n->dn_kind == DT_NODE_DECL)
				dt_decl_process(&pcb, n, on_var, vars);
		}
		rc = 0;
	}
	yypcb = NULL;
	dt_node_free_all(&pcb);
	fclose(fp);
	return rc;
}

/* The type a type name means, through "BEGIN { x = sizeof(NAME); }". */
static int tname(const char *type, dt_type_t *tp)
{
	char text[512];
	FILE *fp;
	volatile int rc = -1;
	dt_node_t *e;
	dt_pcb_t pcb;

	snprintf(text, sizeof(text), "BEGIN { x = sizeof(%s); }", type);
	fp = fmemopen(text, strlen(text), "r");
	init_pcb(&pcb, fp);
	yypcb = &pcb;
	*tp = (dt_type_t){ NULL, 0 };
	if (setjmp(pcb.pcb_jmpbuf) == 0 && dt_parse(&pcb) == 0) {
		e = pcb.pcb_root->dn_list->dn_child[1]->dn_child[0]->dn_child[1];
		if (e->dn_kind == DT_NODE_SIZEOF && e->dn_child[0]->dn_kind == DT_NODE_TYPE)
			rc = dt_decl_typename(&pcb, e->dn_child[0], tp);
	}
	yypcb = NULL;
	dt_node_free_all(&pcb);
	fclose(fp);
	return rc;
}

static const char *name_of(dt_type_t t)
{
	static char buf[4][256];
	static int i;

	i = (i + 1) % 4;
	return dt_type_name(t, buf[i], sizeof(buf[i]));
}

static dt_type_t by_name(const char *name)
{
	dt_type_t t = { NULL, 0 };

	if (dt_type_by_name(dtp, name, &t) != 0)
		printf("  (no type %s)\n", name);
	return t;
}

static void check_name(dt_type_t t, const char *want, const char *what)
{
	check_str(name_of(t), want, what);
}

/* Name printing of a type name through declarations: "char (*)[4]". */
static void check_tname(const char *type, const char *want)
{
	dt_type_t t;
	char what[256];

	snprintf(what, sizeof(what), "type name %s", type);
	if (tname(type, &t) != 0) {
		check(0, what);
		printf("  error: %s\n", dtp->dt_errmsg);
		return;
	}
	check_str(name_of(t), want, what);
}

static void check_err(const char *text, dt_errtag_t tag, const char *msg)
{
	char what[512];

	snprintf(what, sizeof(what), "error for: %s", text);
	if (decls(text, NULL) == 0) {
		check(0, what);
		printf("  no error (want [%s] %s)\n", dt_errtag_name(tag), msg);
		return;
	}
	check(dtp->dt_errtag == tag, what);
	if (dtp->dt_errtag != tag)
		printf("  tag: want %s got %s (%s)\n", dt_errtag_name(tag),
		       dt_errtag_name(dtp->dt_errtag), dtp->dt_errmsg);
	check_str(dtp->dt_errmsg, msg, what);
}

static void check_ok(const char *text, vars_t *vars)
{
	char what[512];
	int rc = decls(text, vars);

	snprintf(what, sizeof(what), "declarations: %s", text);
	check(rc == 0, what);
	if (rc != 0)
		printf("  error: [%s] %s\n", dt_errtag_name(dtp->dt_errtag), dtp->dt_errmsg);
}

/*
 * Base types and D's typedefs: no kernel BTF needed.
 */
static void test_base(void)
{
	dt_type_t t;

	t = by_name("int");
	check(dt_type_kind(t) == DT_TK_INT && dt_type_size(t) == 4 && dt_type_is_signed(t), "int");
	check_name(t, "int", "int's name");
	t = by_name("unsigned long");
	check(dt_type_size(t) == 8 && !dt_type_is_signed(t), "unsigned long");
	check(dt_type_size(by_name("char")) == 1 && dt_type_is_signed(by_name("char")), "char");
	check(dt_type_kind(by_name("_Bool")) == DT_TK_INT, "_Bool");
	t = by_name("long double");
	check(dt_type_kind(t) == DT_TK_FLOAT && dt_type_size(t) == 16, "long double");
	check(dt_type_kind(by_name("float")) == DT_TK_FLOAT && dt_type_size(by_name("float")) == 4,
	      "float");
	check(dt_type_kind(by_name("void")) == DT_TK_VOID, "void");
	t = by_name("string");
	check(dt_type_is_string(t) && dt_type_same(t, dt_type_string(dtp)), "string");
	check_name(t, "string", "string's name");
	check(dt_type_kind(dt_type_dyn(dtp)) == DT_TK_DYN, "the dynamic type");
	check(dt_type_by_name(dtp, "<DYN>", NULL) != 0, "<DYN> has no name");

	t = by_name("uint64_t");
	check(dt_type_kind(t) == DT_TK_INT && dt_type_size(t) == 8 && !dt_type_is_signed(t),
	      "uint64_t is an unsigned 8-byte integer");
	check_name(t, "uint64_t", "typedef names are kept");
	check_name(dt_type_resolve(t), "unsigned long", "uint64_t resolves to unsigned long");
	check(dt_type_same(by_name("pid_t"), by_name("int")), "pid_t is D's int");
	check(by_name("pid_t").dtt_btf == dtp->dt_dbtf, "pid_t is D's");
	check(dt_type_by_name(dtp, "C`char", &t) == 0 && dt_type_size(t) == 1, "C`char");
	check(dt_type_by_name(dtp, "C`uint64_t", NULL) != 0, "C` has no D typedefs");
	check(dt_type_by_name(dtp, "D`int", NULL) == 0, "D`int");
	check(dt_type_by_name(dtp, "D`uint64_t", NULL) == 0, "D`uint64_t");
	check(dt_type_by_name(dtp, "`uint64_t", NULL) == 0, "`uint64_t");
	check(dt_type_by_name(dtp, "nosuch`uint64_t", NULL) != 0, "unknown module scope");
	check(dt_type_by_name(dtp, "char *", &t) == 0 && dt_type_kind(t) == DT_TK_PTR,
	      "char * by name");
	check_name(t, "char *", "char *'s name");
	check(dt_type_same(dt_type_int(dtp, 4, 0), by_name("unsigned int")), "dt_type_int");
	check(dt_types_kernel_loaded(dtp, NULL) == 0, "no kernel BTF read for D's types");
}

/*
 * Derived types and C's names for them.
 */
static void test_derived(void)
{
	dt_type_t c = by_name("char"), p, pp, a;
	uint32_t n;

	p = dt_type_ptr(dtp, c);
	pp = dt_type_ptr(dtp, p);
	check_name(p, "char *", "pointer name");
	check_name(pp, "char **", "pointer to pointer name");
	check(p.dtt_btf == dt_type_ptr(dtp, c).dtt_btf && p.dtt_id == dt_type_ptr(dtp, c).dtt_id,
	      "a pointer type is built once");
	check(dt_type_same(dt_type_pointee(pp), p), "pointee");
	check(dt_type_pointee(c).dtt_btf == NULL, "no pointee for char");
	a = dt_type_array(dtp, c, 16);
	check_name(a, "char [16]", "array name");
	check(dt_type_size(a) == 16 && dt_type_kind(a) == DT_TK_ARRAY, "array size");
	check(dt_type_same(dt_type_elem(a, &n), c) && n == 16, "array element");
	check(dt_type_elem(p, &n).dtt_btf == NULL && n == 0, "no element for a pointer");
	check_name(dt_type_array(dtp, p, 4), "char *[4]", "array of pointers");
	check_name(dt_type_ptr(dtp, a), "char (*)[16]", "pointer to array");
	check_name(dt_type_array(dtp, a, 2), "char [2][16]", "array of arrays");

	check_tname("int (*)(int)", "int (*)()");
	check_tname("int *[4]", "int *[4]");
	check_tname("int (*)[4]", "int (*)[4]");
	check_tname("const char *", "const char *");
	check_tname("char *const", "char *const");
	check_tname("volatile int", "volatile int");
	check_tname("unsigned", "unsigned int");
	check_tname("long long int", "long long");
	check_tname("signed char", "signed char");
	check_tname("unsigned short int", "unsigned short");
	check_tname("long double", "long double");
	check_tname("int (*(*)[3])(void)", "int (*(*)[3])()");
	check_tname("uint64_t *", "uint64_t *");
	check_tname("string", "string");
}

static void test_compat(void)
{
	dt_type_t i = by_name("int"), l = by_name("long"), cp = by_name("char *");
	dt_type_t vp = by_name("void *"), ip = by_name("int *"), lp = by_name("long *");
	dt_type_t s = by_name("string"), arr = dt_type_array(dtp, by_name("char"), 8);

	check(dt_type_compatible(i, l), "int and long");
	check(dt_type_compatible(by_name("uint8_t"), l), "uint8_t and long");
	check(!dt_type_compatible(i, cp), "int and char *");
	check(dt_type_compatible(cp, vp) && dt_type_compatible(vp, ip), "void * and pointers");
	check(!dt_type_compatible(ip, lp), "int * and long *");
	check(dt_type_compatible(ip, by_name("int32_t *")), "int * and int32_t *");
	check(dt_type_compatible(s, s) && dt_type_compatible(s, cp) && dt_type_compatible(arr, s),
	      "strings, char * and char arrays");
	check(!dt_type_compatible(s, i) && !dt_type_compatible(ip, s), "string and int, int *");
	check(dt_type_compatible(dt_type_array(dtp, by_name("int"), 3), ip), "int [3] and int *");
	check(!dt_type_compatible(dt_type_dyn(dtp), i), "dynamic");
	check(dt_type_same(by_name("uint64_t"), by_name("unsigned long")), "same through typedefs");
	check(!dt_type_same(by_name("uint64_t"), by_name("long")), "unsigned long and long");
}

/*
 * Declarations: typedefs, enums, structs, unions, variables.
 */
static void test_typedefs(void)
{
	dt_type_t t;

	check_ok("typedef int myint_t;\ntypedef myint_t myint2_t;\ntypedef myint2_t *myint2p_t;\n",
		 NULL);
	t = by_name("myint2_t");
	check_name(t, "myint2_t", "typedef chain keeps its name");
	check(dt_type_kind(t) == DT_TK_INT && dt_type_size(t) == 4, "typedef chain resolves");
	check(dt_type_same(t, by_name("int")), "typedef chain is int");
	t = by_name("myint2p_t");
	check(dt_type_kind(t) == DT_TK_PTR, "typedef of a pointer");
	check_name(dt_type_pointee(t), "myint2_t", "pointee keeps the typedef");
	check_tname("myint2p_t", "myint2p_t");
	/* the lexer knows a typedef of an earlier program through the type layer */
	check_ok("myint2_t later;", NULL);
	check_ok("typedef struct tdx { int z; } tdx_t, *tdxp_t;", NULL);
	check_name(dt_type_pointee(by_name("tdxp_t")), "struct tdx", "typedef of a struct pointer");
	check(dt_type_size(by_name("tdx_t")) == 4, "typedef of a struct");
}

static void check_enum(const char *name, int64_t want, const char *type)
{
	int64_t v = -99;
	dt_type_t t;
	char what[128];

	snprintf(what, sizeof(what), "enumerator %s", name);
	check(dt_type_enum_value(dtp, name, &v, &t) == 0, what);
	check_int(v, want, what);
	check_name(t, type, what);
}

static void test_enums(void)
{
	dt_type_t t;

	check_ok("enum color { RED, GREEN = 2, BLUE, };\n"
		 "enum { EA = 1 << 2, EB = EA | 1, EC = -3, ED, EE = (EB + 1) * 2 % 5 };\n"
		 "enum color col;\n", NULL);
	check_enum("RED", 0, "enum color");
	check_enum("GREEN", 2, "enum color");
	check_enum("BLUE", 3, "enum color");
	check_enum("EA", 4, "enum (anon)");
	check_enum("EB", 5, "enum (anon)");
	check_enum("EC", -3, "enum (anon)");
	check_enum("ED", -2, "enum (anon)");
	check_enum("EE", 2, "enum (anon)");
	t = by_name("enum color");
	check(dt_type_kind(t) == DT_TK_ENUM && dt_type_size(t) == 4 && dt_type_is_integer(t),
	      "enum color");
	check_ok("enum later { L1 = BLUE + 1 };", NULL);
	check_enum("L1", 4, "enum later");
	check(dt_type_enum_value(dtp, "NOSUCH_ENUMERATOR", NULL, NULL) != 0, "no such enumerator");
	check_ok("struct ewidth { char c[GREEN + 1]; int b : BLUE; };", NULL);
	check(dt_type_size(by_name("struct ewidth")) == 4, "enumerators as constants");
}

/* Where gcc puts a bit-field: the lowest bit set when only it is all ones. */
static int bitpos(const void *p, size_t size, int *width)
{
	const unsigned char *b = p;
	int i, first = -1;

	*width = 0;
	for (i = 0; i < (int)size * 8; i++) {
		if (b[i / 8] & (1 << (i % 8))) {
			if (first < 0)
				first = i;
			(*width)++;
		}
	}
	return first;
}

#define BF(type, m, var) do { \
	type s_; \
	memset(&s_, 0, sizeof(s_)); \
	s_.m = ~0; \
	var.off = bitpos(&s_, sizeof(s_), &var.width); \
} while (0)

struct bfpos {
	int off, width;
};

/* The C reference: these are also declared in D below, with the same text. */
#define BF1 struct bf1 { char a; int b : 3; int c : 30; short d; long long e : 1; char f; }
#define BF2 struct bf2 { unsigned long long b : 3, : 2; char name[16]; int x : 7; \
			 unsigned : 0; int y : 2; char z; }
#define BF3 struct bf3 { char a; unsigned short b : 9; unsigned char c : 7; int : 4; long d; }
#define U1 union u1 { int x; long y; char c[3]; unsigned z : 5; }
#define S1 struct s1 { int a; struct s1 *next; union { int i; char c[5]; } u; char tail; }
BF1; BF2; BF3; U1; S1;

#define STR(...) STR2(__VA_ARGS__)
#define STR2(...) #__VA_ARGS__

static void check_member(dt_type_t sou, const char *m, long off_bits, int width, const char *type)
{
	dt_member_t mb;
	char what[128];

	snprintf(what, sizeof(what), "%s.%s", name_of(sou), m);
	if (dt_type_member(sou, m, &mb) != 0) {
		check(0, what);
		printf("  no member %s\n", m);
		return;
	}
	check_int(mb.offset_bits, off_bits, what);
	check_int(mb.bitfield_size, width, what);
	if (type != NULL)
		check_str(name_of(mb.type), type, what);
}

static void test_structs(void)
{
	dt_type_t t;
	struct bfpos p;

	check_ok(STR(BF1) ";\n" STR(BF2) ";\n" STR(BF3) ";\n" STR(U1) ";\n" STR(S1) ";\n", NULL);

	t = by_name("struct bf1");
	check_int(dt_type_size(t), sizeof(struct bf1), "sizeof(struct bf1)");
	check_int(dt_type_align(t), __alignof__(struct bf1), "alignment of struct bf1");
	check_member(t, "a", offsetof(struct bf1, a) * 8, 0, "char");
	BF(struct bf1, b, p);
	check_member(t, "b", p.off, p.width, "int");
	BF(struct bf1, c, p);
	check_member(t, "c", p.off, p.width, "int");
	check_member(t, "d", offsetof(struct bf1, d) * 8, 0, "short");
	BF(struct bf1, e, p);
	check_member(t, "e", p.off, p.width, "long long");
	check_member(t, "f", offsetof(struct bf1, f) * 8, 0, "char");

	t = by_name("struct bf2");
	check_int(dt_type_size(t), sizeof(struct bf2), "sizeof(struct bf2)");
	BF(struct bf2, b, p);
	check_member(t, "b", p.off, p.width, "unsigned long long");
	check_member(t, "name", offsetof(struct bf2, name) * 8, 0, "char [16]");
	BF(struct bf2, x, p);
	check_member(t, "x", p.off, p.width, NULL);
	BF(struct bf2, y, p);
	check_member(t, "y", p.off, p.width, NULL);
	check_member(t, "z", offsetof(struct bf2, z) * 8, 0, NULL);

	t = by_name("struct bf3");
	check_int(dt_type_size(t), sizeof(struct bf3), "sizeof(struct bf3)");
	BF(struct bf3, b, p);
	check_member(t, "b", p.off, p.width, "unsigned short");
	BF(struct bf3, c, p);
	check_member(t, "c", p.off, p.width, "unsigned char");
	check_member(t, "d", offsetof(struct bf3, d) * 8, 0, "long");

	t = by_name("union u1");
	check(dt_type_kind(t) == DT_TK_UNION, "union kind");
	check_int(dt_type_size(t), sizeof(union u1), "sizeof(union u1)");
	check_member(t, "y", 0, 0, "long");
	check_member(t, "z", 0, 5, "unsigned int");

	t = by_name("struct s1");
	check_int(dt_type_size(t), sizeof(struct s1), "sizeof(struct s1)");
	check_member(t, "next", offsetof(struct s1, next) * 8, 0, "struct s1 *");
	check_member(t, "u", offsetof(struct s1, u) * 8, 0, "union (anon)");
	check_member(t, "tail", offsetof(struct s1, tail) * 8, 0, "char");
	check(dt_type_member(t, "i", NULL) != 0, "a named union's members are not the struct's");
	check(dt_type_member(t, "nosuch", NULL) != 0, "no such member");

	/* forward declarations get their definition */
	check_ok("struct fw;\nstruct fwuser { struct fw *p; struct fw2 *q; };\n"
		 "struct fw { int x; long y; };\nstruct fw2 { char c; };\n", NULL);
	t = by_name("struct fwuser");
	check(dt_type_member(t, "p", &(dt_member_t){ 0 }) == 0, "member of forward type");
	{
		dt_member_t mb;

		dt_type_member(t, "p", &mb);
		t = dt_type_pointee(mb.type);
		check(!dt_type_is_forward(t) && dt_type_size(t) == 16, "forward now defined");
		check_member(t, "y", 64, 0, "long");
		dt_type_member(by_name("struct fwuser"), "q", &mb);
		check(dt_type_size(dt_type_pointee(mb.type)) == 1, "implicit forward now defined");
	}
	check_tname("struct fwnever *", "struct fwnever *");
	check(tname("struct fwnever", &t) == 0 && dt_type_is_forward(t) &&
	      dt_type_kind(t) == DT_TK_STRUCT && dt_type_size(t) == 0, "a forward is incomplete");
	/* strings take strsize + 1 bytes */
	check_ok("struct withstr { int a; string s; int b; };", NULL);
	check_member(by_name("struct withstr"), "b",
		     (4 + dt_opt(dtp, DT_OPT_STRSIZE) + 1 + 3) / 4 * 4 * 8, 0, "int");
}

static void test_vars(void)
{
	vars_t vs;

	check_ok("int x; self string name; this uint64_t ts;\n"
		 "int a1[int, string]; int a2[10]; static int s;\n"
		 "extern int kx; void fproto(int, char *);\n"
		 "self int tla[uint64_t]; char *ptrs[4], **pp;\n", &vs);
	check_int(vs.n, 11, "declared variables");
	if (vs.n != 11)
		return;
	check(vs.v[0].cls == DT_DC_NONE && dt_type_same(vs.v[0].type, by_name("int")) &&
	      vs.v[0].nkeys == 0 && !vs.v[0].is_array && vs.v[0].line == 1, "int x");
	check(vs.v[1].cls == DT_DC_SELF && dt_type_is_string(vs.v[1].type), "self string name");
	check(vs.v[2].cls == DT_DC_THIS, "this uint64_t ts");
	check_name(vs.v[2].type, "uint64_t", "this uint64_t ts");
	check(vs.v[3].nkeys == 2 && dt_type_same(vs.v[3].type, by_name("int")) &&
	      dt_type_same(vs.v[3].keys[0], by_name("int")) && dt_type_is_string(vs.v[3].keys[1]) &&
	      vs.v[3].line == 2, "int a1[int, string]");
	check(vs.v[4].is_array && vs.v[4].dim == 10 && vs.v[4].nkeys == 0, "int a2[10]");
	check_name(vs.v[4].type, "int [10]", "int a2[10]");
	check(vs.v[5].cls == DT_DC_STATIC, "static int s");
	check(vs.v[6].cls == DT_DC_EXTERN, "extern int kx");
	check(vs.v[7].cls == DT_DC_EXTERN && dt_type_kind(vs.v[7].type) == DT_TK_FUNC,
	      "a prototype is an extern function");
	check_str(vs.v[7].name, "fproto", "the prototype's name");
	check(vs.v[8].cls == DT_DC_SELF && vs.v[8].nkeys == 1, "self int tla[uint64_t]");
	check_name(vs.v[9].type, "char *[4]", "char *ptrs[4]");
	check_name(vs.v[10].type, "char **", "char **pp");
}

/*
 * Every D_DECL_* error, with illumos DTrace's message.
 */
static void test_errors(void)
{
	check_err("short char c;", D_DECL_CHARATTR,
		  "line 1: invalid type declaration: short and long may not be used with char type");
	check_err("\nunsigned void v;", D_DECL_VOIDATTR,
		  "line 2: invalid type declaration: attributes may not be used with void type");
	check_err("unsigned string s;", D_DECL_SIGNINT, "line 1: invalid type declaration: "
		  "signed and unsigned may only be used with integer type");
	check_err("signed struct s1 *p;", D_DECL_SIGNINT, "line 1: invalid type declaration: "
		  "signed and unsigned may only be used with integer type");
	check_err("long string s;", D_DECL_LONGINT, "line 1: invalid type declaration: long "
		  "and long long may only be used with integer or floating-point type");
	check_err("long long long x;", D_UNKNOWN,
		  "line 1: failed to resolve type long long long : Unknown type name");
	check_err("extern static int x;", D_DECL_CLASS,
		  "line 1: only one storage class allowed in a declaration");
	check_err("auto int x;", D_DECL_BADCLASS, "line 1: specified storage class not appropriate in D");
	check_err("register int x;", D_DECL_BADCLASS,
		  "line 1: specified storage class not appropriate in D");
	check_err("void fpc(static int x);", D_DECL_PARMCLASS,
		  "line 1: inappropriate storage class for function or associative array parameter");
	check_err("int apc[extern int];", D_DECL_PARMCLASS,
		  "line 1: inappropriate storage class for function or associative array parameter");
	check_err("short long x;", D_UNKNOWN, "line 1: failed to resolve type short long : Unknown type name");
	check_err("char int x;", D_DECL_COMBO, "line 1: invalid type combination");
	check_err("signed unsigned x;", D_UNKNOWN,
		  "line 1: failed to resolve type signed unsigned : Unknown type name");
	check_err("short double x;", D_UNKNOWN, "line 1: failed to resolve type short double: Unknown type name");
	check_err("int int x;", D_DECL_COMBO, "line 1: invalid type combination");
	check_err("int asub[0];", D_DECL_ARRSUB, "line 1: positive integral constant expression "
		  "or tuple signature expected as array declaration subscript");
	check_err("int asub[-1];", D_DECL_ARRSUB, "line 1: positive integral constant expression "
		  "or tuple signature expected as array declaration subscript");
	check_err("int asub[nosuch];", D_IDENT_UNDEF, "line 1: failed to resolve nosuch: Unknown variable name");
	check_err("int anull[];", D_DECL_ARRNULL,
		  "line 1: array declaration requires array dimension or tuple signature: anull");
	check_err("int abig[0x100000000];", D_DECL_ARRBIG, "line 1: array dimension too big");
	check_err("int akeys[int, int, int, int, int, int, int, int, int];", D_DECL_ARRBIG,
		  "line 1: associative array has 9 keys (at most 8)");
	check_err("typedef int red_t;\ntypedef long red_t;", D_DECL_IDRED,
		  "line 2: typedef redeclared: red_t");
	check_err("int uint32_t;", D_DECL_IDRED, "line 1: typedef identifier redeclared: uint32_t");
	check_err("int pid;", D_DECL_IDRED, "line 1: built-in identifier redeclared: pid");
	check_err("typedef int execname;", D_DECL_IDRED,
		  "line 1: global variable identifier redeclared: execname");
	check_err("enum { RED2 };\nint RED2;", D_DECL_IDRED, "line 2: identifier redeclared: RED2\n"
		  "\t current: scalar int\n\tprevious: enumerator enum ");
	check_err("enum e1 { DUPE };\nenum e2 { DUPE };", D_DECL_IDRED,
		  "line 2: identifier redeclared: DUPE");
	check_err("enum { DUP1, DUP1 };", D_DECL_IDRED, "line 1: identifier redeclared: DUP1");
	check_err("enum { probefunc };", D_DECL_IDRED, "line 1: identifier redeclared: probefunc");
	check_err("struct tr { int a; };\nstruct tr { int b; };", D_DECL_TYPERED,
		  "line 2: type redeclared: struct tr");
	check_err("union tru { int a; };\nunion tru { int b; };", D_DECL_TYPERED,
		  "line 2: type redeclared: union tru");
	check_err("enum tre { TRE1 };\nenum tre { TRE2 };", D_DECL_TYPERED,
		  "line 2: type redeclared: enum tre");
	check_err("extern int `max_pfn;", D_DECL_SCOPE,
		  "line 1: D scoping operator may not be used in a declaration name (`max_pfn)");
	check_err("struct sc { int vmlinux`a; };", D_DECL_SCOPE,
		  "line 1: D scoping operator may not be used in a member name (vmlinux`a)");
	check_err("enum { vmlinux`E };", D_DECL_SCOPE,
		  "line 1: D scoping operator may not be used in an enumerator name (vmlinux`E)");
	check_err("struct bfc { int a : pid; };", D_DECL_BFCONST,
		  "line 1: positive integral constant expression expected as bit-field size");
	check_err("struct bfc { int a : 0; };", D_DECL_BFCONST,
		  "line 1: positive integral constant expression expected as bit-field size");
	check_err("struct bfs { char c : 9; };", D_DECL_BFSIZE, "line 1: bit-field too big for type: c");
	check_err("struct bft { string s : 3; };", D_DECL_BFTYPE, "line 1: invalid type for bit-field: s");
	check_err("struct bft { int *p : 3; };", D_DECL_BFTYPE, "line 1: invalid type for bit-field: p");
	check_err("struct bft { enum color e : 3; };", D_DECL_BFTYPE,
		  "line 1: invalid type for bit-field: e");
	check_err("enum { ENC = pid };", D_DECL_ENCONST,
		  "line 1: enumerator 'ENC' must be assigned to an integral constant expression");
	check_err("enum { ENC2 = \"a\" };", D_DECL_ENCONST,
		  "line 1: enumerator 'ENC2' must be assigned to an integral constant expression");
	check_err("enum { ENO = 0x80000000 };", D_DECL_ENOFLOW,
		  "line 1: enumerator 'ENO' value overflows INT_MAX (2147483647)");
	check_err("enum { ENO1 = 2147483647,\nENO2 };", D_DECL_ENOFLOW,
		  "line 2: enumerator 'ENO2' value overflows INT_MAX (2147483647)");
	check_err("enum { ENO3 = -2147483649 };", D_DECL_ENOFLOW,
		  "line 1: enumerator 'ENO3' value overflows INT_MAX (2147483647)");
	check_err("int;", D_DECL_USELESS, "line 1: useless declaration");
	check_err("this int loc[int];", D_DECL_LOCASSC,
		  "line 1: associative arrays may not be declared as local variables: loc");
	check_err("void vobj;", D_DECL_VOIDOBJ, "line 1: cannot have void object: vobj");
	check_err("self void vobj;", D_DECL_VOIDOBJ, "line 1: cannot have void object: vobj");
	check_err("void vobj[4];", D_DECL_VOIDOBJ, "line 1: cannot declare array of void");
	check_err("struct vm { void v; };", D_DECL_VOIDOBJ, "line 1: cannot have void object: v");
	check_err("int dyn[4][int];", D_DECL_DYNOBJ,
		  "line 1: cannot declare array of associative arrays");
	check_err("typedef int dynt[int];", D_DECL_DYNOBJ,
		  "line 1: associative arrays may only be declared as variables");
	check_err("struct inc_nosuch inc;", D_DECL_INCOMPLETE,
		  "line 1: incomplete struct/union/enum struct inc_nosuch: inc");
	check_err("struct incm { struct incm self_; };", D_DECL_INCOMPLETE,
		  "line 1: incomplete struct/union/enum struct incm: self_");
	check_err("int pt[void];", D_DECL_PROTO_TYPE,
		  "line 1: array prototype may not use parameter of type void");
	check_err("void pv(void, int);", D_DECL_PROTO_VOID,
		  "line 1: void must be sole parameter in function prototype");
	check_err("void pv2(int, void);", D_DECL_PROTO_VOID,
		  "line 1: void must be sole parameter in function prototype");
	check_err("void pn(void v);", D_DECL_PROTO_NAME, "line 1: void parameter may not have a name: v");
	check_err("struct vmlinux`nosuch_zz *p;", D_UNKNOWN,
		  "line 1: failed to resolve type struct vmlinux`nosuch_zz: Unknown type name");
	check_err("struct ddup { int a; long a; };", D_UNKNOWN,
		  "line 1: failed to define member 'a': Duplicate member or variable name.");
	check_err("int dz[1 / 0];", D_DIV_ZERO, "line 1: expression contains division by zero");
}

/*
 * Errors the grammar cannot produce, checked on trees built here, and
 * the prototype kinds the lead's code will use (inline, probe).
 */
static int proto_err(const char *text, int varargs, const char *kind, unsigned flags)
{
	FILE *fp = fmemopen((void *)text, strlen(text), "r");
	volatile int rc = -1;
	dt_pcb_t pcb;

	init_pcb(&pcb, fp);
	yypcb = &pcb;
	if (setjmp(pcb.pcb_jmpbuf) == 0 && dt_parse(&pcb) == 0) {
		dt_node_t *n = pcb.pcb_root->dn_list, *params = NULL;

		if (n->dn_kind == DT_NODE_PROVIDER)
			params = n->dn_list->dn_args;
		else if (n->dn_kind == DT_NODE_INLINE)
			params = n->dn_decl->dn_list->dn_dcl->dk_next->dk_args;
		rc = dt_decl_proto(&pcb, params, varargs, kind, flags, NULL, NULL);
	}
	yypcb = NULL;
	dt_node_free_all(&pcb);
	fclose(fp);
	return rc;
}

static void test_errors_unreachable(void)
{
	const char *text = "struct mname { int a : 1; };";
	FILE *fp = fmemopen((void *)text, strlen(text), "r");
	dt_declarator_t *dk;
	dt_pcb_t pcb;

	init_pcb(&pcb, fp);
	yypcb = &pcb;
	if (setjmp(pcb.pcb_jmpbuf) == 0 && dt_parse(&pcb) == 0) {
		/* "struct mname { int; }": a member declarator without a name */
		dk = pcb.pcb_root->dn_list->dn_spec->dd_sou->dn_list->dn_list->dn_dcl;
		free(dk->dk_name);
		dk->dk_name = NULL;
		dk->dk_bitwidth = NULL;
		dt_decl_process(&pcb, pcb.pcb_root->dn_list, on_var, NULL);
		check(0, "a member without a name");
	} else {
		check(dtp->dt_errtag == D_DECL_MNAME, "D_DECL_MNAME");
		check_str(dtp->dt_errmsg, "line 1: member declaration requires a name", "D_DECL_MNAME");
	}
	yypcb = NULL;
	dt_node_free_all(&pcb);
	fclose(fp);

	check(proto_err("provider pv { probe p(int, ...); };", 1, "probe input",
			DT_DP_VOID | DT_DP_ANON) < 0 && dtp->dt_errtag == D_DECL_PROTO_VARARGS,
	      "D_DECL_PROTO_VARARGS");
	check_str(dtp->dt_errmsg,
		  "line 1: probe input prototype may not use a variable-length argument list",
		  "D_DECL_PROTO_VARARGS");
	check(proto_err("inline int inl[int] = 0;", 0, "inline", 0) < 0 &&
	      dtp->dt_errtag == D_DECL_PROTO_FORM, "D_DECL_PROTO_FORM");
	check_str(dtp->dt_errmsg, "line 1: inline prototype parameter #1 requires a name",
		  "D_DECL_PROTO_FORM");
	check_int(proto_err("inline int inl2[int a, string b] = 0;", 0, "inline", 0), 2,
		  "named inline parameters");
	check_int(proto_err("provider pv2 { probe p(int, char *); };", 0, "probe input",
			    DT_DP_VOID | DT_DP_ANON), 2, "probe parameters");
}

/*
 * Kernel types, checked against libbpf's own reading of vmlinux.
 */
static const struct btf_member *ref_member(const struct btf *btf, int id, const char *name)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);
	int i;

	for (i = 0; i < btf_vlen(t); i++, m++) {
		if (strcmp(btf__name_by_offset(btf, m->name_off), name) == 0)
			return m;
	}
	return NULL;
}

static long ref_offset(const struct btf *btf, const char *sou, const char *name)
{
	int id = btf__find_by_name_kind(btf, sou, BTF_KIND_STRUCT);
	const struct btf_member *m = id > 0 ? ref_member(btf, id, name) : NULL;

	return m == NULL ? -1 : (long)btf_member_bit_offset(btf__type_by_id(btf, id),
							    m - btf_members(btf__type_by_id(btf, id)));
}

static void test_kernel(void)
{
	struct btf *ref = btf__load_vmlinux_btf();
	dt_type_t ts, t, rp;
	dt_member_t m, m2;
	int64_t off;
	uint64_t ns;
	int id;

	if (ref == NULL || access(DT_VMLINUX_BTF, R_OK) != 0) {
		printf("note: no kernel BTF: kernel type checks skipped\n");
		btf__free(ref);
		return;
	}
	check(dt_type_by_name(dtp, "nosuch_type_zz", NULL) != 0, "a miss");
	check(dt_types_kernel_loaded(dtp, NULL) == 1, "a miss reads the kernel's names only");
	check(dt_type_by_name(dtp, "u64", &t) == 0, "u64");
	check(dt_types_kernel_loaded(dtp, &ns) == 2, "a kernel name builds the container");
	printf("note: kernel BTF read and indexed in %.1f ms\n", ns / 1e6);
	check(dt_type_kind(t) == DT_TK_INT && dt_type_size(t) == 8 && !dt_type_is_signed(t), "u64");
	check_name(t, "u64", "u64's name");
	check(by_name("pid_t").dtt_btf == dtp->dt_dbtf, "D's pid_t hides the kernel's");
	check(dt_type_by_name(dtp, "vmlinux`pid_t", &t) == 0 && t.dtt_btf != dtp->dt_dbtf,
	      "vmlinux`pid_t");
	check(dt_type_by_name(dtp, "C`u64", NULL) != 0, "C`u64");

	id = btf__find_by_name_kind(ref, "task_struct", BTF_KIND_STRUCT);
	ts = by_name("struct task_struct");
	check(dt_type_kind(ts) == DT_TK_STRUCT, "struct task_struct");
	check_int(dt_type_size(ts), btf__resolve_size(ref, id), "sizeof(struct task_struct)");
	check(dt_type_by_name(dtp, "struct vmlinux`task_struct", &t) == 0 && dt_type_same(t, ts),
	      "struct vmlinux`task_struct");
	check(dt_type_by_name(dtp, "union task_struct", NULL) != 0, "union task_struct");
	check_name(ts, "struct task_struct", "task_struct's name");
	check(dt_type_member(ts, "real_parent", &m) == 0, "real_parent");
	check_int(m.offset_bits, ref_offset(ref, "task_struct", "real_parent"), "real_parent's offset");
	check_name(m.type, "struct task_struct *", "real_parent's type");
	rp = m.type;
	check(dt_type_compatible(rp, dt_type_ptr(dtp, ts)), "task_struct * two ways");
	check(dt_type_same(rp, by_name("struct task_struct *")), "task_struct * by name");
	check(dt_type_member(ts, "pid", &m) == 0, "pid");
	check_int(m.offset_bits, ref_offset(ref, "task_struct", "pid"), "pid's offset");
	check_name(m.type, "pid_t", "pid's type");
	check(dt_type_member(ts, "comm", &m) == 0, "comm");
	check_name(m.type, "char [16]", "comm's type");
	check(dt_type_compatible(m.type, dt_type_string(dtp)), "comm converts to a string");
	check(dt_type_member(ts, "se", &m) == 0 && dt_type_member(m.type, "sum_exec_runtime", &m2) == 0,
	      "se.sum_exec_runtime");
	check_int(m2.offset_bits, ref_offset(ref, "sched_entity", "sum_exec_runtime"),
		  "sum_exec_runtime's offset");
	check_name(m2.type, "u64", "sum_exec_runtime's type");
	check(dt_btf_kernel_offset(dtp, "task_struct", "se.sum_exec_runtime", &off) == 0 &&
	      off == (int64_t)(m.offset_bits + m2.offset_bits) / 8, "dt_btf_kernel_offset");
	/* struct page's mapping is inside anonymous structs and unions */
	t = by_name("struct page");
	check(dt_type_member(t, "mapping", &m) == 0, "anonymous member lookup");
	check_int(m.offset_bits, 24 * 8, "page.mapping's offset");
	check_name(m.type, "struct address_space *", "page.mapping's type");
	check(ref_offset(ref, "page", "mapping") < 0, "mapping is not a direct member");

	/* kernel-derived types and names */
	t = dt_type_array(dtp, dt_type_ptr(dtp, ts), 2);
	check_name(t, "struct task_struct *[2]", "array of kernel pointers");
	check(dt_type_size(t) == 16, "its size");
	check_tname("struct task_struct **", "struct task_struct **");
	check_tname("const struct task_struct *", "const struct task_struct *");
	check_tname("u64 [4]", "u64 [4]");
	check(dt_type_same(by_name("vmlinux`int"), by_name("int")), "kernel int is int");
	check(dt_type_same(by_name("unsigned long"), by_name("long unsigned int")),
	      "D and kernel spellings of unsigned long");
	check(!dt_type_compatible(rp, by_name("struct page *")), "different kernel pointers");

	/* declarations mixing D and kernel types */
	check_ok("struct withk { struct task_struct *t; int x; uint64_t y; u64 z; };\n"
		 "typedef struct task_struct task_t;\n", NULL);
	t = by_name("struct withk");
	check_int(dt_type_size(t), 32, "sizeof(struct withk)");
	check_member(t, "t", 0, 0, "struct task_struct *");
	check_member(t, "y", 128, 0, "uint64_t");
	check_member(t, "z", 192, 0, "u64");
	check(dt_type_same(by_name("task_t"), ts), "typedef of a kernel struct");
	/* D's types from before the switch of containers are still the same types */
	check(dt_type_same(by_name("myint2_t"), dt_type_int(dtp, 4, 1)), "D types after the switch");
	check_enum("BLUE", 3, "enum color");
	check_member(by_name("struct bf1"), "f", offsetof(struct bf1, f) * 8, 0, "char");
	check_name(dt_type_string(dtp), "string", "string after the switch");
	check_ok("struct afterk { struct fw *p; enum color c; };", NULL);
	check_int(dt_type_size(by_name("struct afterk")), 16, "D declarations after the switch");
	check_tname("int (*)(struct task_struct *, int)", "int (*)()");
	btf__free(ref);
}

/* The forward of a struct whose definition (with kernel types) comes later. */
static void test_kernel_forward(void)
{
	dt_member_t m;
	dt_type_t t;

	if (access(DT_VMLINUX_BTF, R_OK) != 0)
		return;
	check_ok("struct kfw;\nstruct kfwuser { struct kfw *p; };\n"
		 "struct kfw { struct task_struct *t; long v; };\n", NULL);
	t = by_name("struct kfwuser");
	check(dt_type_member(t, "p", &m) == 0, "member pointing to a forward");
	t = dt_type_pointee(m.type);
	check(!dt_type_is_forward(t) && dt_type_size(t) == 16, "forward defined with kernel types");
	check_member(t, "v", 64, 0, "long");
}

static void test_offsetof(void)
{
	const char *text = "BEGIN { x = offsetof(struct bf1, d); y = offsetof(int, d); }";
	FILE *fp;
	dt_node_t *e;
	dt_pcb_t pcb;
	volatile uint64_t off = 0;
	volatile int step = 0;

	fp = fmemopen((void *)text, strlen(text), "r");
	init_pcb(&pcb, fp);
	yypcb = &pcb;
	if (setjmp(pcb.pcb_jmpbuf) == 0 && dt_parse(&pcb) == 0) {
		e = pcb.pcb_root->dn_list->dn_child[1];
		off = dt_decl_offsetof(&pcb, e->dn_child[0]->dn_child[1]);
		step = 1;
		dt_decl_offsetof(&pcb, e->dn_next->dn_child[0]->dn_child[1]);
		step = 2;
	}
	check_int(off, offsetof(struct bf1, d), "offsetof(struct bf1, d)");
	check(step == 1 && dtp->dt_errtag == D_OFFSETOF_TYPE, "offsetof(int, d)");
	check_str(dtp->dt_errmsg, "line 1: offsetof operand must be a struct or union type",
		  "offsetof(int, d)");
	yypcb = NULL;
	dt_node_free_all(&pcb);
	fclose(fp);
}

/*
 * dtrace -n 'BEGIN { exit(0); }' must not build the kernel's container.
 */
static void test_startup(void)
{
	dtrace_hdl_t *h;
	dtrace_prog_t *prog;
	dtrace_workstatus_t st = DTRACE_WORKSTATUS_OKAY;
	FILE *out = fopen("/dev/null", "w");
	int err, i;

	if (geteuid() != 0) {
		printf("note: not root: start-up check skipped\n");
		fclose(out);
		return;
	}
	h = dtrace_open(&err);
	check(h != NULL, "dtrace_open");
	if (h == NULL) {
		fclose(out);
		return;
	}
	prog = dtrace_program_strcompile(h, "BEGIN { exit(0); }", DTRACE_PROBESPEC_NAME, 0, 0, NULL);
	err = prog == NULL || dtrace_program_exec(h, prog, NULL) != 0 || dtrace_go(h) != 0;
	check(!err, "BEGIN { exit(0); } runs");
	if (err)
		printf("  %s\n", dtrace_errmsg(h));
	for (i = 0; i < 100 && st == DTRACE_WORKSTATUS_OKAY; i++) {
		dtrace_sleep(h);
		st = dtrace_work(h, out);
	}
	dtrace_stop(h);
	check(st == DTRACE_WORKSTATUS_DONE, "BEGIN { exit(0); } ends");
	check(dt_types_kernel_loaded(h, NULL) < 2, "BEGIN { exit(0); } builds no kernel container");
	if (dt_types_kernel_loaded(h, NULL) == 1)
		printf("note: the lexer's type lookup of BEGIN read the kernel's names\n");
	dtrace_close(h);
	fclose(out);
}

int main(void)
{
	int err;

	dtp = dtrace_open(&err);
	if (dtp == NULL) {
		printf("dtrace_open: %s\n", dtrace_errmsg(NULL));
		return 1;
	}
	/*
	 * No module BTF: a tag miss would read every loaded module's, building
	 * the vmlinux container early (Debian's kernel has modules; test_modbtf
	 * tests them with a made-up one).
	 */
	dt_types_set_btfdir(dtp, "/nonexistent/btf");
	/* an unknown name (int asub[nosuch]) would compile the D library, reading the kernel's types */
	check(dtrace_setopt(dtp, "nolibs", NULL) == 0, "-x nolibs");
	test_base();
	test_derived();
	test_compat();
	test_typedefs();
	test_enums();
	test_structs();
	test_vars();
	test_errors();
	test_errors_unreachable();
	test_offsetof();
	test_kernel();
	test_kernel_forward();
	dtrace_close(dtp);
	test_startup();
	return check_done();
}
