/*
 * Stacks and symbols in the compiler: cooking and code generation of
 * stack(), ustack(), sym()/func(), mod(), usym()/ufunc(), umod() and
 * uaddr(), wherever they appear: as actions (a record of their own), as
 * printf() arguments (%k, %a, %A) and as aggregation keys (the aggregation
 * code calls dt_cg_stack_size/store for those).
 *
 * Only raw data is recorded (layouts in dt_impl.h): PCs from bpf_get_stack()
 * (user ones with BPF_F_USER_STACK, after the pid), addresses, and the pid
 * for user addresses.  Symbols are looked up by the consumer (dt_stack.c).
 * A ustack() record is by default not PCs but the user registers and the
 * top of the user stack (option ustackcopy), which the consumer unwinds
 * with the objects' call-frame information (dt_unwind.c): frame pointers
 * stop at the first function built without them (most of libc).  As an
 * aggregation key, ustack() needs its PCs in BPF: with ustackcopy != 0 they
 * are unwound there (bpf/uwind.c, dt_uwind(): rows the consumer built from
 * the same CFI, dt_uwtab.c and dt_uwproc.c; frame pointers where it has
 * none yet), else they are bpf_get_stack()'s frame-pointer PCs
 * (doc/ustack.md).  ustackdepth counts the same frames as the key.  The
 * built-in variables stackdepth, caller and ucaller come from
 * bpf_get_stack().  Kernel stacks skip the frames the trampoline
 * says come before the probe's caller (dt_mstate_t.kskip: an fbt probe's
 * stack starts at the caller of the probed function, as in illumos).
 */
#include <stddef.h>
#include <string.h>
#include "dt_cg.h"
#include "dt_cook.h"
#include "dt_ident.h"
#include "dt_bpfprog.h"
#include "dt_syms.h"

#define DT_STACK_REC_BASE	(DT_MEM_BUF + (int)sizeof(dt_rec_hdr_t))
/* Copies are whole pages: ustackcopy is rounded up to one. */
#define DT_USTACK_PAGE		4096
#define DT_F_USER_STACK		(1ULL << 8)	/* BPF_F_USER_STACK */
/* Frames of bpf_get_task_stack() itself: __bpf_get_stack, the helper, the program. */
#define DT_KSTACK_SKIP		3
/* Leading frames looked at for the kernel's BPF dispatch functions. */
#define DT_KGLUE_PEEK		3

static const struct {
	const char *name;
	dt_act_t kind;
} dt_stack_funcs[] = {
	{ "stack", DT_ACT_STACK }, { "ustack", DT_ACT_USTACK }, { "sym", DT_ACT_SYM },
	{ "func", DT_ACT_SYM }, { "mod", DT_ACT_MOD }, { "usym", DT_ACT_USYM },
	{ "ufunc", DT_ACT_USYM }, { "umod", DT_ACT_UMOD }, { "uaddr", DT_ACT_UADDR },
};

static const char *dt_stack_name(const dt_node_t *dnp)
{
	return dnp->dn_child[0]->dn_string;
}

int dt_cg_stack_kind(const dt_node_t *dnp)
{
	if (dnp == NULL || dnp->dn_kind != DT_NODE_FUNC || dnp->dn_child[0] == NULL ||
	    dnp->dn_child[0]->dn_kind != DT_NODE_IDENT)
		return 0;
	for (size_t i = 0; i < sizeof(dt_stack_funcs) / sizeof(dt_stack_funcs[0]); i++) {
		if (strcmp(dt_stack_funcs[i].name, dt_stack_name(dnp)) == 0)
			return dt_stack_funcs[i].kind;
	}
	return 0;
}

static int dt_is_jstack(const dt_node_t *dnp)
{
	return dnp != NULL && dnp->dn_kind == DT_NODE_FUNC && dnp->dn_child[0] != NULL &&
	       dnp->dn_child[0]->dn_kind == DT_NODE_IDENT &&
	       strcmp(dt_stack_name(dnp), "jstack") == 0;
}

/* DTrace types jstack() as a stack too, though it implements no more of it. */
int dt_cg_stack_value(const dt_node_t *dnp)
{
	return dt_cg_stack_kind(dnp) != 0 || dt_is_jstack(dnp);
}

static int dt_stack_posconst(const dt_node_t *a)
{
	return a->dn_kind == DT_NODE_INT && a->dn_value != 0 &&
	       (!dt_type_is_signed(a->dn_type) || (int64_t)a->dn_value > 0);
}

/*
 * Cooking checks only the prototype, stack(uint32_t) and
 * ustack(uint32_t, uint32_t), as DTrace does; that the arguments are
 * constants is checked where the datum is laid out (dt_cg_stack_consts()),
 * after the checks of the expression the call is in.
 */
static void dt_cook_stack_frames(dt_pcb_t *pcb, dt_node_t *dnp, dt_node_t *args)
{
	const char *fn = dt_stack_name(dnp);
	int n = dt_node_list_len(args), i = 1;
	int max = dt_cg_stack_kind(dnp) == DT_ACT_STACK ? 1 : 2;
	char tn[128];

	for (dt_node_t *a = args; a != NULL; a = a->dn_next)
		dt_cook_node(pcb, a);
	if (n > max)
		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d args passed, at most %d "
			"expected", fn, n, max);
	for (dt_node_t *a = args; a != NULL; a = a->dn_next, i++) {
		if (!dt_type_is_integer(a->dn_type))
			dnerror(dnp, D_PROTO_ARG, "%s( ) argument #%d is incompatible with "
				"prototype:\n\tprototype: uint32_t\n\t argument: %s", fn, i,
				dt_type_name(a->dn_type, tn, sizeof(tn)));
	}
}

/* The frame count and ustack()'s string space must be constants. */
static void dt_cg_stack_consts(const dt_node_t *dnp)
{
	const dt_node_t *a = dnp->dn_args;

	if (a == NULL)
		return;
	if (dt_cg_stack_kind(dnp) == DT_ACT_STACK && !dt_stack_posconst(a))
		dnerror(a, D_STACK_SIZE, "stack( ) argument #1 must be a non-zero positive "
			"integer constant");
	if (dt_cg_stack_kind(dnp) == DT_ACT_USTACK && !dt_stack_posconst(a))
		dnerror(a, D_USTACK_FRAMES, "ustack( ) argument #1 must be a non-zero positive "
			"integer constant");
	a = a->dn_next;
	if (a != NULL && (a->dn_kind != DT_NODE_INT ||
			  (dt_type_is_signed(a->dn_type) && (int64_t)a->dn_value < 0)))
		dnerror(a, D_USTACK_STRSIZE, "ustack( ) argument #2 must be a positive integer "
			"constant");
}

static void dt_cook_stack_addr(dt_pcb_t *pcb, dt_node_t *dnp, dt_node_t *args)
{
	const char *fn = dt_stack_name(dnp);
	int n = dt_node_list_len(args);
	char tn[128];

	if (n != 1)
		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, 1 expected",
			fn, n, n == 1 ? "" : "s");
	dt_cook_node(pcb, args);
	/* DTrace takes no pointer for uintptr_t here */
	if (!dt_type_is_integer(args->dn_type))
		dnerror(dnp, D_PROTO_ARG, "%s( ) argument #1 is incompatible with prototype:\n"
			"\tprototype: uintptr_t\n\t argument: %s", fn,
			dt_type_name(args->dn_type, tn, sizeof(tn)));
}

/* jstack(): its prototype is ustack()'s; DTrace implements no more of it. */
void dt_cg_jstack(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dt_cook_stack_frames(pcb, dnp, dnp->dn_args);
	dnerror_unplaced(dnp, D_UNKNOWN, "jstack() is not implemented (yet)");
}

/*
 * Check the arguments and type the call as DTrace does: "stack",
 * "_symaddr" or "_usymaddr", typedefs of void that no operator takes.  Only
 * aggregation keys and printf()/printa() conversions use such values; as
 * any other value the code generator refuses them (D_CG_EXPR).  What the
 * datum stands for is dt_cg_stack_kind() of the node.
 */
void dt_cook_stack(dt_pcb_t *pcb, dt_node_t *dnp)
{
	int kind = dt_cg_stack_kind(dnp);
	dt_stackval_t sv;

	if (kind == DT_ACT_STACK || kind == DT_ACT_USTACK || dt_is_jstack(dnp))
		dt_cook_stack_frames(pcb, dnp, dnp->dn_args);
	else
		dt_cook_stack_addr(pcb, dnp, dnp->dn_args);
	dnp->dn_ident = dt_ident_lookup(pcb->pcb_hdl, dt_stack_name(dnp));
	switch (kind) {
	case DT_ACT_SYM:
	case DT_ACT_MOD:
		sv = DT_SV_SYMADDR;
		break;
	case DT_ACT_USYM:
	case DT_ACT_UMOD:
	case DT_ACT_UADDR:
		sv = DT_SV_USYMADDR;
		break;
	default:
		sv = DT_SV_STACK;	/* stack(), ustack(), jstack() */
		break;
	}
	dnp->dn_type = dt_type_stackval(pcb->pcb_hdl, sv);
}

/* The maxframes option, within what a record can hold. */
static uint32_t dt_cg_stack_frames_max(dtrace_hdl_t *dtp)
{
	int64_t max = dt_opt(dtp, DT_OPT_MAXFRAMES);

	/* 127: perf_event_max_stack's default */
	return max <= 0 || max > 127 ? 127 : (uint32_t)max;
}

/* Frames of a stack() or ustack() call: its argument or the option, capped by maxframes. */
static uint32_t dt_cg_stack_frames(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	int user = dt_cg_stack_kind(dnp) == DT_ACT_USTACK;
	int64_t n = dnp->dn_args != NULL ? (int64_t)dnp->dn_args->dn_value :
		    dt_opt(dtp, user ? DT_OPT_USTACKFRAMES : DT_OPT_STACKFRAMES);
	uint32_t max = dt_cg_stack_frames_max(dtp);

	return n < 1 ? 1 : n > max ? max : (uint32_t)n;
}

uint32_t dt_cg_stack_size(dt_cg_t *cg, const dt_node_t *dnp)
{
	switch (dt_cg_stack_kind(dnp)) {
	case DT_ACT_STACK:
		dt_cg_stack_consts(dnp);
		return 8 * dt_cg_stack_frames(cg->cg_dtp, dnp);
	case DT_ACT_USTACK:
		dt_cg_stack_consts(dnp);
		return 8 + 8 * dt_cg_stack_frames(cg->cg_dtp, dnp);
	case DT_ACT_SYM:
	case DT_ACT_MOD:
		return 8;
	default:
		return 16;
	}
}

/* [reg + off] = the current process id. */
static void dt_cg_stack_pid(dt_cg_t *cg, int reg, int32_t off)
{
	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid, NULL, 0, NULL, NULL);
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_RSH, 0, 32));
	dt_emit(cg->cg_prog, BPF_STORE(BPF_DW, reg, off, 0));
}

/* Stack bytes a ustack() record copies: option ustackcopy, rounded to chunks; 0: frame pointers. */
static uint32_t dt_cg_ustack_copy(dtrace_hdl_t *dtp)
{
#ifdef __x86_64__
	int64_t n = dt_opt(dtp, DT_OPT_USTACKCOPY);

	if (n <= 0)
		return 0;
	n = (n + DT_USTACK_PAGE - 1) & ~(int64_t)(DT_USTACK_PAGE - 1);
	return n > DT_USTACK_COPYMAX ? DT_USTACK_COPYMAX : (uint32_t)n;
#else
	(void)dtp;
	return 0;	/* the registers' layout (dt_ustack_raw_t) is x86_64's */
#endif
}

uint32_t dt_cg_ustack_rawsize(dtrace_hdl_t *dtp)
{
	uint32_t n = dt_cg_ustack_copy(dtp);

	return n == 0 ? 0 : (uint32_t)sizeof(dt_ustack_raw_t) + n;
}

/* Bytes of a stack or symbol datum as a record (dt_cg_stack_size: as a key). */
static uint32_t dt_cg_stack_recsize(dt_cg_t *cg, const dt_node_t *dnp)
{
	uint32_t raw = dt_cg_ustack_rawsize(cg->cg_dtp);

	if (dt_cg_stack_kind(dnp) == DT_ACT_USTACK && raw != 0)
		return raw;
	return dt_cg_stack_size(cg, dnp);
}

/*
 * r0 = helper(r7 + buf + [len], size, src + [len]), a probe_read helper;
 * len, size: registers, or -1 for none (len) and an immediate (size).
 */
static void dt_cg_ustack_read(dt_cg_t *cg, const dt_node_t *dnp, int helper, int32_t buf,
			      int len, int size, uint32_t isize, int src)
{
	int b = dt_cg_reg_alloc(cg, dnp), a = dt_cg_reg_alloc(cg, dnp);
	int argv[3] = { b, size, a };
	int64_t imm[3] = { 0, isize, 0 };

	dt_emit(cg->cg_prog, BPF_MOV_REG(b, 7));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, b, buf));
	dt_emit(cg->cg_prog, BPF_MOV_REG(a, src));
	if (len >= 0) {
		dt_emit(cg->cg_prog, BPF_ALU64_REG(BPF_ADD, b, len));
		dt_emit(cg->cg_prog, BPF_ALU64_REG(BPF_ADD, a, len));
	}
	dt_cg_call(cg, helper, NULL, 3, argv, imm);
	dt_cg_reg_free(cg, a);
	dt_cg_reg_free(cg, b);
}

/*
 * The bytes to copy from sp: copy, or less when the thread is the main one
 * and the process's start_stack (where argc is, below the environment's
 * strings and the stack's end) is nearer.  A read past the stack's end
 * would fail as a whole after a page fault: a shallow main thread, as in
 * most small programs, is then one read without a fault.
 *
 *	mm = current->mm; start = mm ? mm->start_stack : 0;
 *	size = sp < start && start - sp < copy ? start - sp : copy;
 */
static int dt_cg_ustack_size(dt_cg_t *cg, const dt_node_t *dnp, int sp, uint32_t copy)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int size = dt_cg_reg_alloc(cg, dnp), k = dt_cg_reg_alloc(cg, dnp), full = dt_label_new(p);
	int argv[3] = { -1, -1, k };
	int64_t imm[3] = { 0, 8, 0 };

	dt_emit(p, BPF_MOV_IMM(size, (int32_t)copy));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf, NULL, 0, NULL, NULL);
	dt_emit(p, BPF_MOV_REG(k, 0));
	dt_emit_reloc(p, 0, DT_RELOC_CONST, "TASK_MM", 0);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, k, 0));
	dt_emit(p, BPF_MOV_REG(0, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 0, DT_CG_TMP_SLOT));
	argv[0] = 0;
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel, NULL, 3, argv, imm);
	dt_emit(p, BPF_LOAD(BPF_DW, k, BPF_REG_FP, DT_CG_TMP_SLOT));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, k, 0, 0), full);
	dt_emit_reloc(p, 0, DT_RELOC_CONST, "MM_START_STACK", 0);
	dt_emit(p, BPF_ALU64_REG(BPF_ADD, k, 0));
	dt_emit(p, BPF_MOV_REG(0, BPF_REG_FP));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, 0, DT_CG_TMP_SLOT));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel, NULL, 3, argv, imm);
	dt_emit(p, BPF_LOAD(BPF_DW, k, BPF_REG_FP, DT_CG_TMP_SLOT));
	dt_emit_jmp(p, BPF_JMP_REG(BPF_JLE, k, sp, 0), full);
	dt_emit(p, BPF_ALU64_REG(BPF_SUB, k, sp));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JGE, k, (int32_t)copy, 0), full);
	dt_emit(p, BPF_MOV_REG(size, k));
	dt_label_place(p, full);
	dt_cg_reg_free(cg, k);
	return size;
}

/*
 * After a failed copy of the whole: page by page up to the stack's end.
 *
 *	len = min(4096 - (sp & 4095), copy);
 *	if (bpf_probe_read_user(stack, len, sp) != 0)
 *		goto done;
 *	w->nbytes = len;
 *	for (i = 0; i < copy / 4096; i++) {	// unrolled
 *		n = min(copy - len, 4096);
 *		if (n == 0 || bpf_probe_read_user(stack + len, n, sp + len) != 0)
 *			goto done;
 *		w->nbytes = len += n;
 *	}
 *
 * Bounds the verifier can follow: len stays within [1, copy], n within
 * [1, 4096] at each read.
 */
static void dt_cg_ustack_pages(dt_cg_t *cg, const dt_node_t *dnp, int32_t data, int32_t nbytes,
			       uint32_t copy, int sp, int done)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int len = dt_cg_reg_alloc(cg, dnp), n = dt_cg_reg_alloc(cg, dnp), lok;

	dt_emit(p, BPF_MOV_REG(n, sp));
	dt_emit(p, BPF_ALU64_IMM(BPF_AND, n, DT_USTACK_PAGE - 1));
	dt_emit(p, BPF_MOV_IMM(len, DT_USTACK_PAGE));
	dt_emit(p, BPF_ALU64_REG(BPF_SUB, len, n));
	lok = dt_label_new(p);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLE, len, (int32_t)copy, 0), lok);
	dt_emit(p, BPF_MOV_IMM(len, (int32_t)copy));
	dt_label_place(p, lok);
	dt_cg_ustack_read(cg, dnp, BPF_FUNC_probe_read_user, data, -1, len, 0, sp);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), done);
	dt_emit(p, BPF_STORE(BPF_DW, 7, nbytes, len));
	for (uint32_t i = 0; i < copy / DT_USTACK_PAGE; i++) {
		int nok = dt_label_new(p);

		dt_emit(p, BPF_MOV_IMM(n, (int32_t)copy));
		dt_emit(p, BPF_ALU64_REG(BPF_SUB, n, len));
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, n, 0, 0), done);
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JLE, n, DT_USTACK_PAGE, 0), nok);
		dt_emit(p, BPF_MOV_IMM(n, DT_USTACK_PAGE));
		dt_label_place(p, nok);
		dt_cg_ustack_read(cg, dnp, BPF_FUNC_probe_read_user, data, len, n, 0, sp);
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), done);
		dt_emit(p, BPF_ALU64_REG(BPF_ADD, len, n));
		dt_emit(p, BPF_STORE(BPF_DW, 7, nbytes, len));
	}
	dt_cg_reg_free(cg, n);
	dt_cg_reg_free(cg, len);
}

/*
 * A ustack() record for the consumer to unwind, at r7 + off
 * (dt_ustack_raw_t, then the stack copy):
 *
 *	w->pid_flags = pid | frames << 32 | DT_USTACK_RAW;
 *	w->nbytes = 0;
 *	bpf_probe_read_kernel(w->regs, sizeof(w->regs), bpf_task_pt_regs(current));
 *	sp = w->regs[DT_UREG_SP];
 *	if (sp == 0)
 *		goto done;
 *	if (bpf_probe_read_user(w + 1, copy, sp) == 0)
 *		w->nbytes = copy;
 *	else
 *		page by page (dt_cg_ustack_pages)
 *   done:
 *
 * The registers are those the kernel saved when the thread last entered
 * it (system call, interrupt, the breakpoint of a uprobe): where the thread
 * is in user space, whatever the probe.  A kernel thread's are zero: sp 0,
 * no copy.  The pages serve a stack whose end is nearer than the copy's
 * size (the main thread's, in a shallow call): a read that crosses it fails
 * as a whole.
 */
static void dt_cg_ustack_raw(dt_cg_t *cg, const dt_node_t *dnp, int32_t off, uint32_t frames)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	uint32_t copy = dt_cg_ustack_copy(cg->cg_dtp);
	int32_t regs = off + (int32_t)offsetof(dt_ustack_raw_t, regs);
	int32_t data = off + (int32_t)sizeof(dt_ustack_raw_t);
	int32_t nbytes = off + (int32_t)offsetof(dt_ustack_raw_t, nbytes);
	int argv[1] = { 0 }, t, size, done = dt_label_new(p), pages = dt_label_new(p);

	dt_cg_stack_pid(cg, 7, off);
	t = dt_cg_reg_alloc(cg, dnp);
	dt_emit_ld64(p, t, DT_USTACK_RAW | (uint64_t)frames << 32);
	dt_emit(p, BPF_ALU64_REG(BPF_OR, t, 0));
	dt_emit(p, BPF_STORE(BPF_DW, 7, off, t));
	dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, nbytes, 0));
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf, NULL, 0, NULL, NULL);
	dt_cg_call(cg, BPF_FUNC_task_pt_regs, NULL, 1, argv, NULL);
	dt_emit(p, BPF_MOV_REG(t, 0));
	dt_cg_ustack_read(cg, dnp, BPF_FUNC_probe_read_kernel, regs, -1, -1, 8 * DT_UREGS_N, t);
	dt_emit(p, BPF_LOAD(BPF_DW, t, 7, regs + 8 * DT_UREG_SP));
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JEQ, t, 0, 0), done);
	size = dt_cg_ustack_size(cg, dnp, t, copy);
	dt_cg_ustack_read(cg, dnp, BPF_FUNC_probe_read_user, data, -1, size, 0, t);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), pages);
	dt_emit(p, BPF_STORE(BPF_DW, 7, nbytes, size));
	dt_emit_jmp(p, BPF_GOTO(0), done);
	dt_label_place(p, pages);
	dt_cg_reg_free(cg, size);
	dt_cg_ustack_pages(cg, dnp, data, nbytes, copy, t, done);
	dt_label_place(p, done);
	dt_cg_reg_free(cg, t);
}

/*
 * r = the number of leading frames of the DT_KGLUE_PEEK at the key buffer
 * that lie in a function of the kernel's BPF dispatch (dt_ksym_glue()).
 */
static int dt_cg_stack_glue(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int r = dt_cg_reg_alloc(cg, dnp), k = dt_cg_reg_alloc(cg, dnp);
	int t = dt_cg_reg_alloc(cg, dnp), c = dt_cg_reg_alloc(cg, dnp);
	int out = dt_label_new(p);
	char lo[32], hi[32];

	dt_emit(p, BPF_MOV_IMM(r, 0));
	dt_emit(p, BPF_MOV_REG(k, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, k, (int32_t)dt_mem_key(cg->cg_dtp)));
	for (int i = 0; i < DT_KGLUE_PEEK; i++) {
		int glue = dt_label_new(p);

		dt_emit(p, BPF_LOAD(BPF_DW, t, k, 8 * i));
		for (int j = 0; j < DT_KGLUE_N; j++) {
			int next = dt_label_new(p);

			snprintf(lo, sizeof(lo), "KGLUE%d_LO", j);
			snprintf(hi, sizeof(hi), "KGLUE%d_HI", j);
			dt_emit_reloc(p, c, DT_RELOC_CONST, lo, 0);
			dt_emit_jmp(p, BPF_JMP_REG(BPF_JLT, t, c, 0), next);
			dt_emit_reloc(p, c, DT_RELOC_CONST, hi, 0);
			dt_emit_jmp(p, BPF_JMP_REG(BPF_JLT, t, c, 0), glue);
			dt_label_place(p, next);
		}
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JA, 0, 0, 0), out);
		dt_label_place(p, glue);
		dt_emit(p, BPF_ALU64_IMM(BPF_ADD, r, 1));
	}
	dt_label_place(p, out);
	dt_cg_reg_free(cg, c);
	dt_cg_reg_free(cg, t);
	dt_cg_reg_free(cg, k);
	return r;
}

/*
 * The current task's kernel stack into buf, without the frames of the
 * helper (__bpf_get_stack, bpf_get_task_stack), of this program, and of the
 * kernel functions that ran it (trace_call_bpf...), so that it starts where
 * a stack taken from the probe's registers starts.  The first frames are
 * peeked into the key buffer, free while an expression is evaluated.
 */
static void dt_cg_stack_task(dt_cg_t *cg, const dt_node_t *dnp, int buf, uint32_t size)
{
	int argv[4] = { 0, -1, -1, -1 }, g;
	int64_t imm[4] = { 0, 0, 8 * DT_KGLUE_PEEK, DT_KSTACK_SKIP };

	imm[1] = dt_mem_key(cg->cg_dtp);
	g = dt_cg_reg_alloc(cg, dnp);
	dt_emit(cg->cg_prog, BPF_MOV_REG(g, 7));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, g, (int32_t)imm[1]));
	argv[1] = g;
	dt_emit(cg->cg_prog, BPF_STORE_IMM(BPF_DW, g, 0, 0));
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf, NULL, 0, NULL, NULL);
	dt_cg_call(cg, BPF_FUNC_get_task_stack, NULL, 4, argv, imm);
	dt_cg_reg_free(cg, g);
	g = dt_cg_stack_glue(cg, dnp);
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, g, DT_KSTACK_SKIP));
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf, NULL, 0, NULL, NULL);
	argv[1] = buf, argv[2] = -1, argv[3] = g;
	imm[2] = size;
	dt_cg_call(cg, BPF_FUNC_get_task_stack, NULL, 4, argv, imm);
	dt_cg_reg_free(cg, g);
}

/*
 * User stacks unwound in BPF (bpf/uwind.c) for aggregation keys and
 * ustackdepth: with the unwound ustack() records (ustackcopy != 0), so that
 * a key and a printed stack follow the same frames.  The handle is marked
 * for dt_bpf.c to make the unwinder's maps.
 */
static int dt_cg_uwind(dtrace_hdl_t *dtp)
{
	if (dt_cg_ustack_rawsize(dtp) == 0)
		return 0;
	dtp->dt_uwind = 1;
	return 1;
}

/*
 * r0 = dt_uwind(reg + off, frames): the PCs of the user stack into reg +
 * off, as bpf_get_stack(ctx, reg + off, 8 * frames, BPF_F_USER_STACK) puts
 * them (but unused slots are left as they were); r0 is the bytes written.
 */
static void dt_cg_ustack_uwind(dt_cg_t *cg, const dt_node_t *dnp, int reg, int32_t off,
			       uint32_t frames)
{
	int buf = dt_cg_reg_alloc(cg, dnp);
	int argv[2] = { buf, -1 };
	int64_t imm[2] = { 0, frames };

	dt_emit(cg->cg_prog, BPF_MOV_REG(buf, reg));
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, buf, off));
	dt_cg_call(cg, -1, "dt_uwind", 2, argv, imm);
	dt_cg_reg_free(cg, buf);
}

/*
 * bpf_get_stack(ctx, reg + off, size, flags): unused slots are zeroed,
 * failures too; r0 is the bytes written or a negative error.
 *
 * A kernel stack that comes back empty is taken from the current task's
 * kernel stack instead.  On older kernels (Debian 12's 6.1), system call
 * tracepoints hand BPF the user registers saved at the system call's entry,
 * from which bpf_get_stack() finds no kernel frame.
 */
static void dt_cg_stack_get(dt_cg_t *cg, const dt_node_t *dnp, int reg, int32_t off,
			    uint32_t size, uint64_t flags)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int buf = dt_cg_reg_alloc(cg, dnp), done, skip = -1;
	int argv[4] = { 6, buf, -1, -1 };
	int64_t imm[4] = { 0, 0, size, (int64_t)flags };

	dt_emit(p, BPF_MOV_REG(buf, reg));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, buf, off));
	if (!(flags & DT_F_USER_STACK)) {
		/* flags = mstate->kskip (BPF_F_SKIP_FIELD_MASK) */
		skip = dt_cg_reg_alloc(cg, dnp);
		dt_emit(p, BPF_LOAD(BPF_W, skip, 7, offsetof(dt_mstate_t, kskip)));
		argv[3] = skip;
	}
	dt_cg_call(cg, BPF_FUNC_get_stack, NULL, 4, argv, imm);
	if (skip >= 0)
		dt_cg_reg_free(cg, skip);
	if (!(flags & DT_F_USER_STACK)) {
		done = dt_label_new(p);
		dt_emit_jmp(p, BPF_JMP_IMM(BPF_JNE, 0, 0, 0), done);
		dt_cg_stack_task(cg, dnp, buf, size);
		dt_label_place(p, done);
	}
	dt_cg_reg_free(cg, buf);
}

void dt_cg_stack_store(dt_cg_t *cg, dt_node_t *dnp, int reg, int32_t off)
{
	int kind = dt_cg_stack_kind(dnp), v;
	uint32_t size = dt_cg_stack_size(cg, dnp);

	switch (kind) {
	case DT_ACT_STACK:
		dt_cg_stack_get(cg, dnp, reg, off, size, 0);
		return;
	case DT_ACT_USTACK:
		dt_cg_stack_pid(cg, reg, off);
		dt_cg_stack_get(cg, dnp, reg, off + 8, size - 8, DT_F_USER_STACK);
		return;
	case DT_ACT_SYM:
	case DT_ACT_MOD:
		v = dt_cg_expr(cg, dnp->dn_args);
		dt_emit(cg->cg_prog, BPF_STORE(BPF_DW, reg, off, v));
		dt_cg_reg_free(cg, v);
		return;
	default:
		v = dt_cg_expr(cg, dnp->dn_args);
		dt_cg_stack_pid(cg, reg, off);
		dt_emit(cg->cg_prog, BPF_STORE(BPF_DW, reg, off + 8, v));
		dt_cg_reg_free(cg, v);
		return;
	}
}

/*
 * A stack() or ustack() aggregation key as a stack id (bpf/stackid.c) at
 * r7 + off, after the pid for ustack(); r0 is the id, 0 when "stacks" is
 * full.  The frames are taken into the dynamic variables' key buffer (its
 * first word for dt_stack_id()'s frame count), free while a key is built:
 *
 *	n = user && uwind ? dt_uwind(buf + 1, frames)
 *			  : bpf_get_stack(ctx, buf + 1, 8 * frames, flags);
 *	id = dt_stack_id(buf, n, user, mstate->stackids);
 */
void dt_cg_stack_keyid(dt_cg_t *cg, dt_node_t *dnp, int32_t off)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int user = dt_cg_stack_kind(dnp) == DT_ACT_USTACK;
	int32_t buf = (int32_t)dt_mem_key(cg->cg_dtp) + 8 * (DT_KGLUE_PEEK + 1);
	uint32_t size = 8 * dt_cg_stack_frames(cg->cg_dtp, dnp);
	int argv[4] = { -1, -1, -1, -1 }, b, n, c;
	int64_t imm[4] = { 0, 0, user, 0 };

	if (user) {
		dt_cg_stack_pid(cg, 7, off);
		off += 8;
	}
	if (user && dt_cg_uwind(cg->cg_dtp))
		dt_cg_ustack_uwind(cg, dnp, 7, buf + 8, size / 8);	/* r0 = dt_uwind(buf + 1, frames) */
	else
		dt_cg_stack_get(cg, dnp, 7, buf + 8, size, user ? DT_F_USER_STACK : 0);
	n = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_REG(n, 0));
	b = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_REG(b, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, b, buf));
	c = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_MOV_REG(c, 7));
	dt_emit(p, BPF_ALU64_IMM(BPF_ADD, c, (int32_t)offsetof(dt_mstate_t, stackids)));
	argv[0] = b, argv[1] = n, argv[3] = c;
	dt_cg_call(cg, -1, "dt_stack_id", 4, argv, imm);
	dt_cg_reg_free(cg, c);
	dt_cg_reg_free(cg, b);
	dt_cg_reg_free(cg, n);
	dt_emit(p, BPF_STORE(BPF_DW, 7, off, 0));
}

/*
 * The clause's output ends with a ustack() stack copy: then only its
 * bytes in use are sent.  r5 = the bytes to send (dt_cg_output):
 *
 *	r5 = sizeof(dt_rec_hdr_t) + off + sizeof(*w) + min(w->nbytes, copy);
 */
int dt_cg_ustack_outsize(dt_cg_t *cg)
{
	const dt_stmt_t *st = cg->cg_stmt;
	const dt_recdesc_t *rd = st->st_nrecs ? &st->st_recs[st->st_nrecs - 1] : NULL;
	uint32_t raw = dt_cg_ustack_rawsize(cg->cg_dtp), copy;
	int ok;

	if (rd == NULL || rd->rd_act != DT_ACT_USTACK || raw == 0 || rd->rd_size != raw ||
	    rd->rd_offset + rd->rd_size != st->st_size)
		return 0;
	copy = raw - (uint32_t)sizeof(dt_ustack_raw_t);
	ok = dt_label_new(cg->cg_prog);
	dt_emit(cg->cg_prog, BPF_LOAD(BPF_DW, 5, 7, DT_STACK_REC_BASE + (int32_t)rd->rd_offset +
				      (int32_t)offsetof(dt_ustack_raw_t, nbytes)));
	dt_emit_jmp(cg->cg_prog, BPF_JMP_IMM(BPF_JLE, 5, (int32_t)copy, 0), ok);
	dt_emit(cg->cg_prog, BPF_MOV_IMM(5, (int32_t)copy));
	dt_label_place(cg->cg_prog, ok);
	dt_emit(cg->cg_prog, BPF_ALU64_IMM(BPF_ADD, 5, (int32_t)(sizeof(dt_rec_hdr_t) +
		rd->rd_offset + sizeof(dt_ustack_raw_t))));
	return 1;
}

/* The offset of the clause's first ustack() record holding a stack copy, or -1. */
static int64_t dt_cg_ustack_first(dt_cg_t *cg)
{
	const dt_stmt_t *st = cg->cg_stmt;
	uint32_t raw = dt_cg_ustack_rawsize(cg->cg_dtp);

	for (uint32_t i = 0; i < st->st_nrecs; i++) {
		if (st->st_recs[i].rd_act == DT_ACT_USTACK && st->st_recs[i].rd_size == raw)
			return st->st_recs[i].rd_offset;
	}
	return -1;
}

/*
 * A later ustack() of the clause, at r7 + off, back bytes after the first
 * (which every firing that sends the record has written: stacks are only
 * recorded, never values of a condition):
 *
 *	w[0] = pid | frames << 32 | DT_USTACK_RAW | DT_USTACK_REF;
 *	w[1] = DT_USTACK_REFWORD(back, rawsize);
 */
static void dt_cg_ustack_ref(dt_cg_t *cg, const dt_node_t *dnp, int32_t off, uint32_t back)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int t;

	dt_cg_stack_pid(cg, 7, off);
	t = dt_cg_reg_alloc(cg, dnp);
	dt_emit_ld64(p, t, DT_USTACK_RAW | DT_USTACK_REF |
		     (uint64_t)dt_cg_stack_frames(cg->cg_dtp, dnp) << 32);
	dt_emit(p, BPF_ALU64_REG(BPF_OR, t, 0));
	dt_emit(p, BPF_STORE(BPF_DW, 7, off, t));
	dt_emit_ld64(p, t, DT_USTACK_REFWORD(back, dt_cg_ustack_rawsize(cg->cg_dtp)));
	dt_emit(p, BPF_STORE(BPF_DW, 7, off + 8, t));
	dt_cg_reg_free(cg, t);
}

/*
 * A record of the datum in the clause's output: for the action itself, and
 * for a printf() argument (whose record keeps the datum's kind, so that the
 * consumer knows a stack or symbol from an integer).
 */
void dt_cg_stack_rec(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_recdesc_t *rd;

	int64_t first;

	dt_cook_stack(cg->cg_pcb, dnp);
	dt_cg_stack_consts(dnp);
	if (dt_cg_stack_kind(dnp) == DT_ACT_USTACK && dt_cg_ustack_rawsize(cg->cg_dtp) != 0) {
		first = dt_cg_ustack_first(cg);
		rd = dt_cg_rec(cg, dnp, DT_ACT_USTACK, first < 0 ? dt_cg_stack_recsize(cg, dnp) : 16,
			       8);
		if (first < 0)
			dt_cg_ustack_raw(cg, dnp, DT_STACK_REC_BASE + (int32_t)rd->rd_offset,
					 dt_cg_stack_frames(cg->cg_dtp, dnp));
		else
			dt_cg_ustack_ref(cg, dnp, DT_STACK_REC_BASE + (int32_t)rd->rd_offset,
					 rd->rd_offset - (uint32_t)first);
		return;
	}
	rd = dt_cg_rec(cg, dnp, (dt_act_t)dt_cg_stack_kind(dnp), dt_cg_stack_size(cg, dnp), 8);
	dt_cg_stack_store(cg, dnp, 7, DT_STACK_REC_BASE + (int32_t)rd->rd_offset);
}

/*
 * stackdepth and ustackdepth (the frames bpf_get_stack finds, or dt_uwind
 * for ustackdepth when user stacks are unwound; at most maxframes), caller
 * (the first kernel frame after kskip: the probed function's caller in
 * fbt) and ucaller (dt_cg_stack_ucaller()).  The depths need a frame
 * buffer: the dynamic variables' key buffer, which holds a key only from
 * its building (out of registers, after every key expression has been
 * evaluated) to the map call that uses it.
 */
/*
 * ucaller: the second frame of the user stack, where the function the
 * thread is in returns to (illumos's dtrace_getupcstack()[2]); 0 when there
 * is none.  The first two frames go into the key buffer:
 *
 *	buf[1] = 0;  dt_uwind(buf, 2) or bpf_get_stack(ctx, buf, 16, USER);
 *	r = buf[1];
 */
static int dt_cg_stack_ucaller(dt_cg_t *cg, const dt_node_t *dnp)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int32_t off = (int32_t)dt_mem_key(cg->cg_dtp);
	int r;

	dt_emit(p, BPF_STORE_IMM(BPF_DW, 7, off + 8, 0));
	if (dt_cg_uwind(cg->cg_dtp))
		dt_cg_ustack_uwind(cg, dnp, 7, off, 2);
	else
		dt_cg_stack_get(cg, dnp, 7, off, 16, DT_F_USER_STACK);
	r = dt_cg_reg_alloc(cg, dnp);
	dt_emit(p, BPF_LOAD(BPF_DW, r, 7, off + 8));
	return r;
}

int dt_cg_stack_bvar(dt_cg_t *cg, const dt_node_t *dnp, int id)
{
	dt_bpf_prog_t *p = cg->cg_prog;
	int user = id == DT_BV_USTACKDEPTH;
	int one = id == DT_BV_CALLER;
	uint32_t size = one ? 8 : 8 * dt_cg_stack_frames_max(cg->cg_dtp);
	int32_t off = (int32_t)dt_mem_key(cg->cg_dtp);	/* DT_CG_KEYMAX >= 8 * 127 */
	int base = 7, r, lok;

	if (id == DT_BV_UCALLER)
		return dt_cg_stack_ucaller(cg, dnp);
	if (one) {
		base = BPF_REG_FP;
		off = DT_CG_TMP_SLOT;
		dt_emit(p, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	}
	if (id == DT_BV_USTACKDEPTH && dt_cg_uwind(cg->cg_dtp))
		dt_cg_ustack_uwind(cg, dnp, base, off, size / 8);	/* r0 = dt_uwind(buf, max) */
	else
		dt_cg_stack_get(cg, dnp, base, off, size, user ? DT_F_USER_STACK : 0);
	r = dt_cg_reg_alloc(cg, dnp);
	if (one) {
		dt_emit(p, BPF_LOAD(BPF_DW, r, BPF_REG_FP, DT_CG_TMP_SLOT));
		return r;
	}
	/* bytes written, or a negative error (no user stack in a kernel thread) */
	dt_emit(p, BPF_MOV_REG(r, 0));
	lok = dt_label_new(p);
	dt_emit_jmp(p, BPF_JMP_IMM(BPF_JSGE, r, 0, 0), lok);
	dt_emit(p, BPF_MOV_IMM(r, 0));
	dt_label_place(p, lok);
	dt_emit(p, BPF_ALU64_IMM(BPF_RSH, r, 3));
	return r;
}
