/*
 * Code generation for the output actions other than printf() and exit():
 * trace() of structs, unions and arrays by value, tracemem(), print(),
 * freopen() and system(), and the checked value arguments that printf()
 * (dt_cg.c) shares with the last two.  Each lays its data into the
 * clause's output record with dt_cg_rec() (doc/records.md); the consumer
 * prints them in dt_consume.c with the help of dt_rawbytes.c (hex dumps)
 * and dt_print_type.c (print()).  freopen() and system() are destructive: the
 * statement is marked, and dtrace_go() refuses it without -w.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_cg.h"
#include "dt_cook.h"
#include "dt_printf.h"

#define REC_BASE	(DT_MEM_BUF + (int)sizeof(dt_rec_hdr_t))

/*
 * Copy size bytes from the address in register src to the record at off.
 * An address of unknown origin (tracemem() of an integer) is tried as a
 * kernel address, then as a user one: syscall arguments point to user memory.
 */
static void dt_cg_copy_in(dt_cg_t *cg, const dt_node_t *dnp, uint32_t off, int src,
			  uint32_t size, int try_user)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int ok = dt_label_new(p), dst = dt_cg_reg_alloc(cg, dnp);
	int user = (dnp->dn_flags & DT_NF_USERLAND) != 0;
	int argv[3] = { dst, -1, src };
	int64_t imm[3] = { 0, size, 0 };

	dt_emit(p, BPF_MOV_REG(dst, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, REC_BASE + (int32_t)off));
	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel, NULL, 3,
		   argv, imm);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	if (try_user && !user) {
		dt_emit(p, BPF_MOV_REG(dst, 7));
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, dst, REC_BASE + (int32_t)off));
		dt_cg_call(cg, BPF_FUNC_probe_read_user, NULL, 3, argv, imm);
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, 0, 0, 0), ok);
	}
	dt_cg_fault(cg, DTRACEFLT_BADADDR, src);
	dt_label_place(p, ok);
	dt_cg_reg_free(cg, dst);
}

/* trace() of a struct, union or array: its bytes, printed as a hex dump. */
void dt_cg_store_bytes(dt_cg_t *cg, dt_node_t *dnp, dt_act_t act)
{
	size_t size = dt_type_size(dnp->dn_type);
	dt_recdesc_t *rd;
	int r;

	if (size == 0)
		dnerror(dnp, D_UNKNOWN, "cannot record an object of size 0");
	r = dt_cg_expr(cg, dnp);	/* an aggregate's value is its address */
	rd = dt_cg_rec(cg, dnp, act, size, 8);
	rd->rd_flags = DT_RF_BYTES;
	dt_cg_copy_in(cg, dnp, rd->rd_offset, r, size, 0);
	dt_cg_reg_free(cg, r);
}

static char *dt_cg_tname(const dt_node_t *dnp, char *buf, size_t len)
{
	return dt_type_name(dnp->dn_type, buf, len);
}

static void dt_cg_act_tracemem(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dt_node_t *addr = args, *size, *dsize;
	dt_recdesc_t *rd;
	char n[128];
	int r, d = -1;

	dt_cg_argcount(dnp, "tracemem", dt_node_list_len(args), 2, 3);
	size = addr->dn_next;
	dsize = size->dn_next;
	for (dt_node_t *a = args; a != NULL; a = a->dn_next)
		dt_cook_arg(cg->cg_pcb, a);
	if (!dt_type_is_integer(addr->dn_type) && dt_type_kind(addr->dn_type) != DT_TK_PTR &&
	    dt_type_kind(addr->dn_type) != DT_TK_ARRAY)	/* an array is its address */
		dnerror(addr, D_TRACEMEM_ADDR, "tracemem( ) argument #1 is incompatible with "
			"prototype:\n\tprototype: pointer or integer\n\t argument: %s",
			dt_cg_tname(addr, n, sizeof(n)));
	if (!dt_type_is_integer(size->dn_type))
		dnerror(dnp, D_PROTO_ARG, "tracemem( ) argument #2 is incompatible with "
			"prototype:\n\tprototype: size_t\n\t argument: %s",
			dt_cg_tname(size, n, sizeof(n)));
	if (size->dn_kind != DT_NODE_INT || (int64_t)size->dn_value <= 0)
		dnerror(size, D_TRACEMEM_SIZE, "tracemem( ) argument #2 must be a non-zero "
			"positive integral constant expression");
	if (dsize != NULL && !dt_type_is_scalar(dsize->dn_type))
		dnerror(dsize, D_PROTO_ARG, "tracemem( ) argument #3 is incompatible with "
			"prototype:\n\tprototype: size_t\n\t argument: %s",
			dt_cg_tname(dsize, n, sizeof(n)));
	if (size->dn_value > dt_mem_recsize(cg->cg_dtp))
		dnerror(size, D_UNKNOWN, "clause records more than %u bytes",
			dt_mem_recsize(cg->cg_dtp) - (uint32_t)sizeof(dt_rec_hdr_t));
	if (dsize != NULL)
		d = dt_cg_expr(cg, dsize);
	r = dt_cg_expr(cg, addr);
	rd = dt_cg_rec(cg, dnp, DT_ACT_TRACEMEM, (dsize ? 8 : 0) + (uint32_t)size->dn_value, 8);
	if (dsize != NULL) {
		rd->rd_flags = DT_RF_DSIZE;
		dt_emit(p, BPF_STORE(BPF_DW, 7, REC_BASE + rd->rd_offset, d));
		dt_cg_reg_free(cg, d);
	}
	dt_cg_copy_in(cg, addr, rd->rd_offset + (dsize ? 8 : 0), r, (uint32_t)size->dn_value, 1);
	dt_cg_reg_free(cg, r);
}

/* print(p): the address, then as much of *p as printsize and the record allow. */
static void dt_cg_act_print(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	dtrace_hdl_t *dtp = cg->cg_dtp;
	dt_type_t t;
	dt_recdesc_t *rd;
	uint64_t size, room, max = dt_opt(dtp, DT_OPT_PRINTSIZE);
	char n[128];
	int r;

	dt_cg_argcount(dnp, "print", dt_node_list_len(args), 1, 1);
	dt_cook_arg(cg->cg_pcb, args);
	if (dt_type_kind(args->dn_type) != DT_TK_PTR)
		dnerror(args, D_PROTO_ARG, "print( ) argument #1 is incompatible with prototype:\n"
			"\tprototype: void *\n\t argument: %s", dt_cg_tname(args, n, sizeof(n)));
	t = dt_type_pointee(args->dn_type);
	size = dt_type_size(t);
	if (size == 0)
		dnerror(args, D_PRINT_SIZE, "print( ) argument #1 reference has type '%s' with "
			"size 0; cannot print( ) it.", dt_cg_tname(args, n, sizeof(n)));
	room = dt_mem_recsize(dtp) - sizeof(dt_rec_hdr_t) - ((cg->cg_stmt->st_size + 7) & ~7u) - 8;
	if ((int64_t)max > 0 && size > max)
		size = max;
	if (size > room)
		size = room;
	r = dt_cg_expr(cg, args);
	rd = dt_cg_rec(cg, dnp, DT_ACT_PRINT, 8 + (uint32_t)size, 8);
	rd->rd_type = t;
	dt_emit(p, BPF_STORE(BPF_DW, 7, REC_BASE + rd->rd_offset, r));
	dt_cg_copy_in(cg, args, rd->rd_offset + 8, r, (uint32_t)size, 0);
	dt_cg_reg_free(cg, r);
}

/*
 * The value arguments of a format action (printf(), freopen(), system()):
 * cooked, checked against the format's conversions (pfv NULL: no format to
 * check, as for freopen("")), then recorded one after another.  The type list
 * is freed before an error, which longjmps out of code generation.
 */
void dt_cg_pfargs(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args, const dt_pfargv_t *pfv,
		  const char *fn, int flags)
{
	int nargs = dt_node_list_len(args), i = 0;
	char err[1024], (*names)[2][128];
	dt_pfargtype_t *types;
	dt_errtag_t tag;
	int rc = 0;

	types = calloc(nargs, sizeof(*types));
	names = calloc(nargs, sizeof(*names));
	if (types == NULL || names == NULL) {
		free(types);
		free(names);
		dnerror(dnp, D_UNKNOWN, "out of memory");
	}
	for (dt_node_t *a = args->dn_next; a != NULL; a = a->dn_next, i++) {
		dt_cook_arg(cg->cg_pcb, a);
		dt_cg_pfargtype(cg->cg_dtp, a, &types[i], names[i][0], names[i][1], 128);
	}
	if (pfv != NULL)
		rc = dt_printf_check_flags(pfv, fn, types, nargs - 1, flags, err, sizeof(err),
					   &tag);
	free(types);
	free(names);
	if (rc != 0)
		dnerror(dnp, tag, "%s", err);
	for (dt_node_t *a = args->dn_next; a != NULL; a = a->dn_next)
		dt_cg_store_value(cg, a, DT_ACT_PRINTF_ARG);
}

void dt_cg_pffmt(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *fmt, const char *fn, int strproto)
{
	char n[128];

	if (fmt->dn_kind == DT_NODE_STRING)
		return;
	dt_cook_arg(cg->cg_pcb, fmt);
	dt_cg_tname(fmt, n, sizeof(n));
	if (strproto && !dt_type_is_string(fmt->dn_type) && !dt_type_is_charseq(fmt->dn_type))
		dnerror(dnp, D_PROTO_ARG, "%s( ) argument #1 is incompatible with prototype:\n"
			"\tprototype: string\n\t argument: %s", fn, n);
	dnerror(dnp, D_PRINTF_ARG_FMT, "%s( ) argument #1 is incompatible with prototype:\n"
		"\tprototype: string constant\n\t argument: %s", fn, n);
}

/* freopen() and system(): a format and its arguments, like printf(). */
static void dt_cg_act_printflike(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *args, dt_act_t act,
				 const char *fn)
{
	int nargs = dt_node_list_len(args);
	dt_pfargv_t *pfv = NULL;
	dt_recdesc_t *rd;
	dt_errtag_t tag;
	char err[1024];

	cg->cg_stmt->st_destructive = 1;
	if (nargs < 1)
		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: 0 args passed, at least 1 "
			"expected", fn);
	dt_cg_pffmt(cg, dnp, args, fn, 0);
	if (act == DT_ACT_FREOPEN &&
	    (strcmp(args->dn_string, ".") == 0 || strcmp(args->dn_string, "..") == 0))
		dnerror(dnp, D_FREOPEN_INVALID, "freopen( ) argument #1 cannot be \"%s\"",
			args->dn_string);
	/* freopen("") restores the original output: no format */
	if (act != DT_ACT_FREOPEN || args->dn_string[0] != '\0') {
		pfv = dt_printf_parse_func(args->dn_string, fn, 0, err, sizeof(err), &tag);
		if (pfv == NULL)
			dnerror(dnp, tag, "%s", err);
	}
	rd = dt_cg_rec(cg, dnp, act, 0, 1);
	rd->rd_fmt = pfv;
	rd->rd_nargs = nargs - 1;
	dt_cg_pfargs(cg, dnp, args, pfv, fn, 0);
}

static const char *const dt_output_acts[] = { "tracemem", "print", "freopen", "system", NULL };

int dt_cg_act_is_output(const char *name)
{
	for (int i = 0; dt_output_acts[i] != NULL; i++) {
		if (strcmp(name, dt_output_acts[i]) == 0)
			return 1;
	}
	return 0;
}

int dt_cg_act_output(dt_cg_t *cg, dt_node_t *dnp, const char *name)
{
	if (strcmp(name, "tracemem") == 0)
		dt_cg_act_tracemem(cg, dnp, dnp->dn_args);
	else if (strcmp(name, "print") == 0)
		dt_cg_act_print(cg, dnp, dnp->dn_args);
	else if (strcmp(name, "freopen") == 0)
		dt_cg_act_printflike(cg, dnp, dnp->dn_args, DT_ACT_FREOPEN, "freopen");
	else if (strcmp(name, "system") == 0)
		dt_cg_act_printflike(cg, dnp, dnp->dn_args, DT_ACT_SYSTEM, "system");
	else
		return 0;
	return 1;
}
