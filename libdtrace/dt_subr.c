/*
 * D's subroutines (D-LANGUAGE.md section 6.5): one table says, for each,
 * how many arguments it takes and of which kind, what it returns, and how
 * its code is generated.  Cooking checks calls against the table
 * (D_PROTO_LEN, D_PROTO_ARG) and types them; code generation evaluates the
 * arguments into registers and calls the entry's generator.  Most string
 * subroutines are support functions in bpf/ that write a temporary string.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_subr.h"
#include "dt_cg_alloca.h"

/* Call support function fn(args..., extra...): the arguments set up; r0 has its value. */
static void dt_subr_callfn(dt_cg_t *cg, const char *fn, int first, int nargs, const int *args,
			   int nextra, const int64_t *extra)
{
	int argv[5], n = 0;
	int64_t imm[5] = { 0 };

	if (first >= 0)
		argv[n++] = first;
	for (int i = 0; i < nargs; i++)
		argv[n++] = args[i];
	for (int i = 0; i < nextra; i++) {
		imm[n] = extra[i];
		argv[n++] = -1;
	}
	dt_cg_call(cg, -1, fn, n, argv, imm);
}

/* fn(dst, args..., extra...) writing a temporary string, which is the result. */
static int dt_subr_strfn(dt_cg_t *cg, dt_node_t *dnp, const char *fn, int nargs, const int *args,
			 int nextra, const int64_t *extra)
{
	int dst = dt_cg_tstring(cg, dnp);

	dt_subr_callfn(cg, fn, dst, nargs, args, nextra, extra);
	return dst;
}

/* fn(args..., extra...) whose value is the result. */
static int dt_subr_intfn(dt_cg_t *cg, dt_node_t *dnp, const char *fn, int nargs, const int *args,
			 int nextra, const int64_t *extra)
{
	int r;

	dt_subr_callfn(cg, fn, -1, nargs, args, nextra, extra);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}

#define STRFN(name) \
	static int dt_cg_##name(dt_cg_t *cg, dt_node_t *dnp, int n, int *a) \
	{ return dt_subr_strfn(cg, dnp, "dt_" #name, n, a, 0, NULL); }

STRFN(strjoin)
STRFN(basename)
STRFN(dirname)
STRFN(cleanpath)
STRFN(lltostr)
STRFN(toupper)
STRFN(tolower)

static int dt_cg_strlen(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_intfn(cg, dnp, "dt_strlen", n, a, 0, NULL);
}

static int dt_cg_substr(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	int args[3] = { a[0], a[1], n > 2 ? a[2] : -1 };
	int64_t has_len = n > 2;

	if (n > 2)
		return dt_subr_strfn(cg, dnp, "dt_substr", 3, args, 1, &has_len);
	{
		int64_t extra[2] = { 0, 0 };

		return dt_subr_strfn(cg, dnp, "dt_substr", 2, args, 2, extra);
	}
}

static int dt_cg_index_common(dt_cg_t *cg, dt_node_t *dnp, int n, int *a, const char *fn)
{
	int64_t extra[2] = { 0, 0 };

	if (n > 2) {
		extra[0] = 1;
		return dt_subr_intfn(cg, dnp, fn, 3, a, 1, extra);
	}
	return dt_subr_intfn(cg, dnp, fn, 2, a, 2, extra);
}

static int dt_cg_index(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_index_common(cg, dnp, n, a, "dt_index");
}

static int dt_cg_rindex(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_index_common(cg, dnp, n, a, "dt_rindex");
}

static int dt_cg_strchr(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_strfn(cg, dnp, "dt_strchr", n, a, 0, NULL);
}

static int dt_cg_strrchr(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_strfn(cg, dnp, "dt_strrchr", n, a, 0, NULL);
}

static int dt_cg_strstr(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_strfn(cg, dnp, "dt_strstr", n, a, 0, NULL);
}

/*
 * strtok(NULL, delims) continues the previous string of the firing:
 * s_is_null tells; without one it faults on address 0, as in illumos.
 */
static int dt_cg_strtok(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	int args[3] = { a[0], -1, a[1] };
	int argv[4], dst = dt_cg_tstring(cg, dnp);
	int64_t imm[4] = { 0, 0, 0, 0 };
	int s_is_null = dnp->dn_args->dn_kind == DT_NODE_INT && dnp->dn_args->dn_value == 0;

	argv[0] = dst;
	argv[1] = args[0];
	argv[2] = -1;
	imm[2] = s_is_null;
	argv[3] = args[2];
	dt_cg_call(cg, -1, "dt_strtok", 4, argv, imm);
	/* if (r0 == 2) fault(BADADDR, 0): strtok(NULL) with no string (str_tok.c) */
	if (s_is_null) {
		int ok = dt_label_new(cg->cg_prog);

		dt_emit_jmp(cg->cg_prog, BPF_JMP_IMM(BPF_JNE, 0, 2, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_BADADDR, -1);
		dt_label_place(cg->cg_prog, ok);
	}
	return dst;
}

/*
 * The inet functions read the address from kernel memory and return 1 when
 * that read faults: report the fault naming the address register addr;
 * inet_ntop() returns 2 for an address family it does not know, illumos's
 * illegal operation.
 */
static int dt_subr_inetfn(dt_cg_t *cg, dt_node_t *dnp, const char *fn, int nargs,
			  const int *args, int addr, int nextra, const int64_t *extra)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int dst = dt_subr_strfn(cg, dnp, fn, nargs, args, nextra, extra);
	int ok = dt_label_new(p), badaddr = dt_label_new(p);

	/* if (r0 == 2) fault(ILLOP); else if (r0 != 0) fault(BADADDR, addr) */
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 2, 0), badaddr);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_label_place(p, badaddr);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, addr);
	dt_label_place(p, ok);
	return dst;
}

static int dt_cg_inet_ntoa(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_inetfn(cg, dnp, "dt_inet_ntoa", 1, a, a[0], 0, NULL);
}

static int dt_cg_inet_ntop(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_inetfn(cg, dnp, "dt_inet_ntop", 2, a, a[1], 0, NULL);
}

static int dt_cg_inet_ntoa6(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	int64_t strict = n > 1 && dnp->dn_args->dn_next->dn_kind == DT_NODE_INT &&
			 dnp->dn_args->dn_next->dn_value != 0;

	return dt_subr_inetfn(cg, dnp, "dt_inet_ntoa6", 1, a, a[0], 1, &strict);
}

/* Byte order: a byte swap on this little-endian machine (BPF_END to big-endian). */
static int dt_cg_bswap(dt_cg_t *cg, int r, int bits)
{
	dt_emit(cg->cg_prog, BPF_INSN(BPF_ALU | BPF_END | BPF_TO_BE, r, 0, 0, bits));
	return r;
}

static int dt_cg_htons(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_bswap(cg, a[0], 16);
}

static int dt_cg_htonl(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_bswap(cg, a[0], 32);
}

static int dt_cg_htonll(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_bswap(cg, a[0], 64);
}

static int dt_cg_rand(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	int r;

	dt_cg_call(cg, BPF_FUNC_get_prandom_u32, NULL, 0, NULL, NULL);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 0));
	return r;
}

/*
 * Linux's kernel dev_t is 32 bits: major in the 12 bits above 20, minor
 * below; the bits of a wider value above 32 are not part of it.
 */
static int dt_cg_getmajor(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	/* a0 = (uint32_t)a0 >> 20 */
	dt_emit(cg->cg_prog, BPF_ALU32_IMM(BPF_RSH, a[0], 20));
	return a[0];
}

static int dt_cg_getminor(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_AND, a[0], 0xfffff));
	return a[0];
}

static int dt_cg_progenyof(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_intfn(cg, dnp, "dt_progenyof", 1, a, 0, NULL);
}

/*
 * Read a string from user (copyinstr) or kernel (stringof) memory into a
 * temporary string, at most n bytes (copyinstr's second argument) and
 * never more than strsize; a fault reports the address.
 */
int dt_cg_readstr(dt_cg_t *cg, dt_node_t *dnp, int addr, int maxreg, int helper)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int dst = dt_cg_tstring(cg, dnp), ok = dt_label_new(p), lim = dt_label_new(p);
	uint32_t strsz = dt_mem_strsz(cg->cg_dtp);
	int argv[3] = { dst, -1, addr };
	int64_t imm[3] = { 0, strsz, 0 };

	if (maxreg >= 0) {
		/* size = min(n + 1, STRSZ) (n + 1: the NUL), at least 1 */
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, maxreg, 1));
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLE, maxreg, strsz, 0), lim);
		dt_emit(p, BPF_MOV_IMM(maxreg, strsz));
		dt_label_place(p, lim);
		argv[1] = maxreg;
	}
	dt_cg_call(cg, helper, NULL, 3, argv, imm);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JSGE, 0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, addr);
	dt_label_place(p, ok);
	return dst;
}

static int dt_cg_copyinstr(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_readstr(cg, dnp, a[0], n > 1 ? a[1] : -1, BPF_FUNC_probe_read_user_str);
}

/*
 * __psargs(arg_start, arg_end), for the D library (procfs.d's pr_psargs):
 * the current process's arguments between those user addresses, at most
 * 79 bytes, NULs between them turned into spaces (bpf/task.c).
 */
static int dt_cg_psargs(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_subr_strfn(cg, dnp, "dt_psargs", 2, a, 0, NULL);
}

/*
 * alloca(n) memory: n constant bytes of the clause's scratch (scratchsize
 * in all), as an address in a new register.
 */
static int dt_cg_scratch_take(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *size)
{
	uint64_t avail = dt_opt(cg->cg_dtp, DT_OPT_SCRATCHSIZE), n;
	int r;

	if (size->dn_kind != DT_NODE_INT)
		dnerror(dnp, D_UNKNOWN, "the size of scratch memory must be a constant for now");
	n = (size->dn_value + 7) & ~7ULL;
	if (size->dn_value > avail || cg->cg_alloca + n > avail)
		dnerror(dnp, D_ALLOCA_SIZE, "%s(%llu) size larger than scratchsize %llu",
			dnp->dn_child[0]->dn_string, (unsigned long long)size->dn_value,
			(unsigned long long)(avail - cg->cg_alloca));
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(r, 7));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, r, dt_mem_alloca(cg->cg_dtp) + cg->cg_alloca));
	cg->cg_alloca += n;
	return r;
}

static int dt_cg_alloca(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	return dt_cg_scratch_take(cg, dnp, dnp->dn_args);
}

/* Copy n bytes from src (user memory if user) to dst; a fault names src. */
static void dt_cg_copy(dt_cg_t *cg, int dst, int src, int size, int user)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int ok = dt_label_new(p);
	int argv[3] = { dst, size, src };

	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel, NULL, 3,
		   argv, NULL);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, src);
	dt_label_place(p, ok);
}

/* copyin(uaddr, n): n bytes of user memory, copied into scratch memory. */
static int dt_cg_copyin(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	int dst = dt_cg_scratch_take(cg, dnp, dnp->dn_args->dn_next);

	dt_cg_copy(cg, dst, a[0], a[1], 1);
	return dst;
}

/* copyinto(uaddr, n, dst) and bcopy(src, dst, n): into scratch memory. */
static int dt_cg_copyinto(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	dt_node_t *size = dnp->dn_args->dn_next;

	/* a destination kept in a variable is a number: checked into alloca memory */
	if (size->dn_kind == DT_NODE_INT)
		dt_cg_alloca_ptr(cg, dnp, a[2], size->dn_value);
	dt_cg_copy(cg, a[2], a[0], a[1], 1);
	return a[2];
}

static int dt_cg_bcopy(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	dt_node_t *size = dnp->dn_args->dn_next->dn_next;

	if (size->dn_kind == DT_NODE_INT)
		dt_cg_alloca_ptr(cg, dnp, a[1], size->dn_value);
	dt_cg_copy(cg, a[1], a[0], a[2], 0);
	return a[1];
}

/*
 * d_path(): bpf_d_path() may be called only by fentry/fexit and LSM
 * programs, at the kernel functions on its allow list, and only on a
 * struct path pointer the verifier knows to be one: loaded from the
 * program's context (a parameter of the traced function) and moved by
 * member offsets, not computed.  So the argument must be args[N] or a
 * member's address in it (d_path(&args[0]->f_path)) of probes whose
 * argument N is a context slot (fbt, which loads clauses calling d_path()
 * as fentry/fexit: dt_prov_fbt.c), and is fetched here from the context
 * (r6) rather than from the machine state.  The kernel refuses the rest
 * when the program is loaded (its allow list).
 */
typedef struct dt_dpath_scan {
	int idx, slot, bad;
} dt_dpath_scan_t;

static int dt_dpath_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_dpath_scan_t *s = arg;
	const dt_argdesc_t *argv;
	int argc = dt_probe_args(dtp, prp, &argv);

	if (argc <= s->idx || argv[s->idx].ad_loc != DT_ARGLOC_CTX ||
	    (s->slot >= 0 && s->slot != argv[s->idx].ad_off))
		s->bad = 1;
	else
		s->slot = argv[s->idx].ad_off;
	return 0;
}

/* args[N] or &args[N]->m.m...: N and the byte offset, or -1. */
static int dt_dpath_args(dt_node_t *a, int64_t *off)
{
	dt_member_t m;

	*off = 0;
	if (a->dn_kind == DT_NODE_OP1 && a->dn_op == DT_OP_ADDROF)
		a = a->dn_child[0];
	while (a->dn_kind == DT_NODE_ARROW || a->dn_kind == DT_NODE_DOT) {
		dt_type_t sou = a->dn_child[0]->dn_type;

		if (a->dn_kind == DT_NODE_ARROW)
			sou = dt_type_pointee(sou);
		if (dt_type_member(sou, a->dn_string, &m) != 0 || m.bitfield_size != 0)
			return -1;
		*off += m.offset_bits / 8;
		if (a->dn_kind == DT_NODE_DOT)
			a = a->dn_child[0];
		else if ((a = a->dn_child[0])->dn_kind != DT_NODE_ARRAY)
			return -1;	/* only one pointer: args[N]->m */
		else
			break;
	}
	if (a->dn_kind != DT_NODE_ARRAY || !(a->dn_flags & DT_NF_ARGS) ||
	    a->dn_args == NULL || a->dn_args->dn_kind != DT_NODE_INT)
		return -1;
	return (int)a->dn_args->dn_value;
}

static int dt_cg_d_path(dt_cg_t *cg, dt_node_t *dnp, int n, int *a)
{
	dt_dpath_scan_t s = { .slot = -1 };
	dt_stmt_t *st = cg->cg_stmt;
	int argv[3] = { -1, -1, -1 }, p, dst, ok;
	int64_t imm[3] = { 0, 0, dt_opt(cg->cg_dtp, DT_OPT_STRSIZE) + 1 }, off;

	(void)n;
	s.idx = dt_dpath_args(dnp->dn_args, &off);
	if (s.idx < 0)
		dnerror(dnp, D_UNKNOWN, "d_path( ) is available only on a function's parameter: "
			"args[N] or a member's address in it (&args[0]->f_path), in fbt clauses");
	for (int d = 0; st != NULL && d < st->st_ndescs; d++)
		dt_probe_iter(cg->cg_dtp, &st->st_descs[d], dt_dpath_probe, &s);
	if (s.bad || s.slot < 0)
		dnerror(dnp, D_UNKNOWN, "d_path( ) is available only in clauses whose probes all "
			"have args[%d] as a parameter of a kernel function (fbt, loaded as fentry)",
			s.idx);
	dt_cg_reg_free(cg, a[0]);
	/* p = ((u64 *)ctx)[slot] + off: the verifier's typed pointer */
	p = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, p, 6, 8 * s.slot));
	if (off != 0)
		dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, p, (int32_t)off));
	dst = dt_cg_tstring(cg, dnp);
	argv[0] = p, argv[1] = dst;
	dt_cg_call(cg, BPF_FUNC_d_path, NULL, 3, argv, imm);
	dt_cg_reg_free(cg, p);
	/* if ((long)r0 < 0) *dst = '\0' */
	ok = dt_label_new(cg->cg_prog);
	dt_emit_jmp(cg->cg_prog, BPF_JMP_IMM(BPF_JSGE, 0, 0, 0), ok);
	dt_emit(cg->cg_prog, BPF_STORE_IMM(BPF_B, dst, 0, 0));
	dt_label_place(cg->cg_prog, ok);
	return dst;
}

/*
 * The table.  Argument kinds: i integer, s string, P pointer (or the
 * constant 0, as illumos allows), v a pointer or a string (void *).  The
 * parameter types DTrace names in a mismatch follow where the kind's name
 * is not theirs.
 */
static const dt_subr_t dt_subrs[] = {
	{ "strlen", 1, 1, "s", "size_t", dt_cg_strlen },
	{ "strjoin", 2, 2, "ss", "string", dt_cg_strjoin },
	{ "substr", 2, 3, "sii", "string", dt_cg_substr,
	  { NULL, "int", "int" } },
	{ "index", 2, 3, "ssi", "int", dt_cg_index,
	  { NULL, NULL, "int" } },
	{ "rindex", 2, 3, "ssi", "int", dt_cg_rindex,
	  { NULL, NULL, "int" } },
	{ "strchr", 2, 2, "si", "string", dt_cg_strchr,
	  { NULL, "char" } },
	{ "strrchr", 2, 2, "si", "string", dt_cg_strrchr,
	  { NULL, "char" } },
	{ "strstr", 2, 2, "ss", "string", dt_cg_strstr },
	{ "strtok", 2, 2, "ss", "string", dt_cg_strtok },
	{ "basename", 1, 1, "s", "string", dt_cg_basename },
	{ "dirname", 1, 1, "s", "string", dt_cg_dirname },
	{ "cleanpath", 1, 1, "s", "string", dt_cg_cleanpath },
	{ "lltostr", 1, 1, "i", "string", dt_cg_lltostr,
	  { "int64_t" } },
	{ "toupper", 1, 1, "s", "string", dt_cg_toupper },
	{ "tolower", 1, 1, "s", "string", dt_cg_tolower },
	{ "inet_ntoa", 1, 1, "P", "string", dt_cg_inet_ntoa,
	  { "unsigned int *" } },
	{ "inet_ntoa6", 1, 2, "Pi", "string", dt_cg_inet_ntoa6,
	  { "struct in6_addr *", "int" } },
	{ "inet_ntop", 2, 2, "iP", "string", dt_cg_inet_ntop,
	  { "int", "void *" } },
	{ "htons", 1, 1, "i", "uint16_t", dt_cg_htons,
	  { "uint16_t" } },
	{ "ntohs", 1, 1, "i", "uint16_t", dt_cg_htons,
	  { "uint16_t" } },
	{ "htonl", 1, 1, "i", "uint32_t", dt_cg_htonl,
	  { "uint32_t" } },
	{ "ntohl", 1, 1, "i", "uint32_t", dt_cg_htonl,
	  { "uint32_t" } },
	{ "htonll", 1, 1, "i", "uint64_t", dt_cg_htonll,
	  { "uint64_t" } },
	{ "ntohll", 1, 1, "i", "uint64_t", dt_cg_htonll,
	  { "uint64_t" } },
	{ "rand", 0, 0, "", "int", dt_cg_rand },
	{ "getmajor", 1, 1, "i", "uint32_t", dt_cg_getmajor,
	  { "dev_t" } },
	{ "getminor", 1, 1, "i", "uint32_t", dt_cg_getminor,
	  { "dev_t" } },
	{ "progenyof", 1, 1, "i", "int", dt_cg_progenyof,
	  { "pid_t" } },
	{ "copyinstr", 1, 2, "ii", "string", dt_cg_copyinstr,
	  { "uintptr_t", "size_t" } },
	{ "d_path", 1, 1, "P", "string", dt_cg_d_path,
	  { "struct path *" } },
	{ "alloca", 1, 1, "i", "void *", dt_cg_alloca,
	  { "size_t" } },
	{ "copyin", 2, 2, "ii", "void *", dt_cg_copyin,
	  { "uintptr_t", "size_t" } },
	{ "copyinto", 3, 3, "iiv", "void", dt_cg_copyinto,
	  { "uintptr_t", "size_t", "void *" } },
	{ "bcopy", 3, 3, "vvi", "void", dt_cg_bcopy,
	  { "void *", "void *", "size_t" } },
	/* for the D library */
	{ "__psargs", 2, 2, "ii", "string", dt_cg_psargs,
	  { "uintptr_t", "uintptr_t" } },
	{ NULL }
};

const dt_subr_t *dt_subr_lookup(const char *name)
{
	for (const dt_subr_t *s = dt_subrs; s->ds_name != NULL; s++) {
		if (strcmp(s->ds_name, name) == 0)
			return s;
	}
	return NULL;
}

static int dt_subr_argok(char kind, const dt_node_t *a)
{
	dt_type_t t = a->dn_type;

	switch (kind) {
	case 'i':
		return dt_type_is_integer(t);
	case 's':
		return dt_type_is_string(t) || dt_type_is_charseq(t);
	case 'P':
		return dt_type_kind(t) == DT_TK_PTR || (a->dn_kind == DT_NODE_INT && a->dn_value == 0);
	case 'v':	/* void *, a string too: its chars (a char pointer in DTrace) */
		return dt_type_is_string(t) || dt_type_kind(t) == DT_TK_PTR ||
		       (a->dn_kind == DT_NODE_INT && a->dn_value == 0);
	default:
		return dt_type_is_integer(t) || dt_type_kind(t) == DT_TK_PTR;
	}
}

/* The parameter types as illumos's prototypes spell them. */
static const char *dt_subr_kindname(char kind)
{
	switch (kind) {
	case 'i':
		return "int";
	case 's':
		return "const char *";
	default:
		return "void *";
	}
}

/* Check a call against the table and give it its type. */
void dt_subr_cook(dt_pcb_t *pcb, dt_node_t *dnp, const dt_subr_t *s)
{
	int n = dt_node_list_len(dnp->dn_args), i = 0;
	char buf[128];

	if (n < s->ds_min || n > s->ds_max)
		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
			s->ds_name, n, n == 1 ? "" : "s",
			s->ds_min == s->ds_max ? "" : n < s->ds_min ? "at least " : "at most ",
			n < s->ds_min ? s->ds_min : s->ds_max);
	for (dt_node_t *a = dnp->dn_args; a != NULL; a = a->dn_next, i++) {
		dt_cook_value(pcb, a);
		/* strtok(NULL, ...): a null pointer for the string */
		if (strcmp(s->ds_name, "strtok") == 0 && i == 0 && a->dn_kind == DT_NODE_INT &&
		    a->dn_value == 0)
			continue;
		if (!dt_subr_argok(s->ds_args[i], a))
			dnerror(dnp, D_PROTO_ARG, "%s( ) argument #%d is incompatible with prototype:\n"
				"\tprototype: %s\n\t argument: %s", s->ds_name, i + 1,
				s->ds_ptypes[i] != NULL ? s->ds_ptypes[i] :
				dt_subr_kindname(s->ds_args[i]),
				dt_type_name(a->dn_type, buf, sizeof(buf)));
	}
	if (dt_type_by_name(pcb->pcb_hdl, s->ds_ret, &dnp->dn_type) != 0)
		dnerror(dnp, D_UNKNOWN, "no type %s for %s( )", s->ds_ret, s->ds_name);
	if (dt_type_is_string(dnp->dn_type))
		dnp->dn_flags |= DT_NF_REF;
}

/* Evaluate the arguments and generate the call. */
int dt_subr_cg(dt_cg_t *cg, dt_node_t *dnp)
{
	const dt_subr_t *s = dt_subr_lookup(dnp->dn_ident->di_name);
	int args[DT_SUBR_MAXARGS], n = 0, r;

	for (dt_node_t *a = dnp->dn_args; a != NULL; a = a->dn_next, n++)
		args[n] = s->ds_args[n] == 's' && !(a->dn_kind == DT_NODE_INT && a->dn_value == 0) ?
			  dt_cg_strval(cg, a) : dt_cg_expr(cg, a);
	r = s->ds_cg(cg, dnp, n, args);
	for (int i = 0; i < n; i++) {
		if (args[i] != r)
			dt_cg_reg_free(cg, args[i]);
	}
	return r;
}
