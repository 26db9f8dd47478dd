/*
 * Code generation state (dt_cg.c) and trampoline assembly (dt_cg_tramp.c).
 */
#ifndef DT_CG_H
#define DT_CG_H

#include "dt_impl.h"

/*
 * Smallest output record area (header + data); dt_mem_recsize() grows it
 * with strsize so that a clause can record several strings.
 */
#define DT_CG_MAXREC	4096
/* Temporary strings a clause may hold at once. */
#define DT_CG_NTSTR	6
/* Bytes of the key buffer for associative arrays and thread-local variables. */
#define DT_CG_KEYMAX	4096

/* Layout of the scratch value (dt_mem.c). */
extern uint32_t dt_mem_strsz(dtrace_hdl_t *);
extern uint32_t dt_mem_recsize(dtrace_hdl_t *);
extern uint32_t dt_mem_tstr(dtrace_hdl_t *, int slot);
extern uint32_t dt_mem_strtok(dtrace_hdl_t *);
extern uint32_t dt_mem_key(dtrace_hdl_t *);
extern uint32_t dt_mem_this(dtrace_hdl_t *);
extern uint32_t dt_mem_alloca(dtrace_hdl_t *);
extern uint32_t dt_mem_size(dtrace_hdl_t *);

/* Stack slot (fp-relative) for a helper's temporary output. */
#define DT_CG_TMP_SLOT	(-56)
/* Stack slot for the scratch map key. */
#define DT_CG_KEY_SLOT	(-64)
/* Stack slot for the map of an indirect aggregation (dt_cg_agg.c). */
#define DT_CG_AGGMAP_SLOT	(-72)
/*
 * Stack slots where the left operand of a binary operator waits while the
 * right one is evaluated, when registers run short: below the ERROR
 * trampoline's saves (dt_cg_error.c), DT_CG_NSPILL deep.
 */
#define DT_CG_SPILL_SLOT(i)	(-168 - 8 * (i))
#define DT_CG_NSPILL		16

typedef struct dt_cg {
	dt_pcb_t *cg_pcb;
	dtrace_hdl_t *cg_dtp;
	dt_stmt_t *cg_stmt;
	dt_bpf_prog_t *cg_prog;
	unsigned cg_live;	/* registers in use (bit n = rn) */
	unsigned cg_tstr_busy;	/* temporary string slots in use */
	unsigned cg_tstr_of[11];	/* slots whose string register n points to */
	int cg_lbl_skip;	/* end of the clause, past its output */
	uint32_t cg_alloca;	/* alloca() bytes the clause has taken */
	int cg_tstamp;		/* the clause reads (v|wall)timestamp: mstate caches them */
	int cg_nspill;		/* DT_CG_SPILL_SLOTs in use */
} dt_cg_t;

extern int dt_cg_reg_alloc(dt_cg_t *, const dt_node_t *);
extern void dt_cg_reg_free(dt_cg_t *, int);
extern void dt_cg_call(dt_cg_t *, int helper, const char *func, int argc, const int *argv,
		       const int64_t *imm);

/* The thread a firing is about (dt_cg_about.c). */
extern void dt_cg_about_stmt(dtrace_hdl_t *, dt_stmt_t *);
extern void dt_cg_task0(dt_cg_t *);
extern void dt_cg_task_call(dt_cg_t *, int helper, const char *cur, const char *about);
extern void dt_cg_task_comm(dt_cg_t *, int r, uint32_t len);
extern int dt_cg_runthread(dt_cg_t *, const dt_node_t *);

/* Pieces of trampolines (dt_cg_tramp.c). */
extern int dt_cg_inline(dt_bpf_prog_t *, const dt_bpf_prog_t *frag, const char *from,
			const char *to);
extern void dt_cg_scratch(dt_bpf_prog_t *, int out);

/* The ERROR probe's functions (dt_cg_error.c). */
extern dt_bpf_prog_t *dt_cg_error_func(dtrace_hdl_t *);
extern dt_bpf_prog_t *dt_cg_error_nested_func(void);

extern void dt_cg_map_call(dt_cg_t *, int helper, const char *map, int argc, const int *argv,
			   const int64_t *imm);
extern void dt_cg_map_lookup(dt_cg_t *, const char *map, int key);
/* The same, the map being map, or if NULL the map pointer at fp + mapslot (< 0). */
extern void dt_cg_map_call_at(dt_cg_t *, int helper, const char *map, int32_t mapslot, int argc,
			      const int *argv, const int64_t *imm);
extern int dt_cg_expr(dt_cg_t *, dt_node_t *);
extern void dt_cg_fit(dt_cg_t *, int reg, dt_type_t);
extern void dt_cg_fault(dt_cg_t *, int fault, int addr_reg);

/* Variables of every scope (dt_cg_var.c). */
typedef struct dt_cg_lv {
	dt_node_t *node;	/* DT_NODE_VAR or DT_NODE_ARRAY */
	dt_ident_t *idp;
	int nkeys;
	int keys[DT_MAX_KEYS];	/* registers holding the evaluated keys */
	int user;		/* a struct value stored comes from user memory */
} dt_cg_lv_t;

extern void dt_cg_lv_begin(dt_cg_t *, dt_node_t *, dt_cg_lv_t *);
extern void dt_cg_lv_end(dt_cg_t *, dt_cg_lv_t *);
extern int dt_cg_lv_load(dt_cg_t *, const dt_cg_lv_t *);
extern void dt_cg_lv_store(dt_cg_t *, const dt_cg_lv_t *, int val);
extern int dt_cg_lv_waddr(dt_cg_t *, const dt_cg_lv_t *);
extern int dt_cg_incdec_obj(dt_cg_t *, dt_node_t *);
extern void dt_cg_obj_copy(dt_cg_t *, const dt_node_t *, int dst, int src, uint32_t size);
extern void dt_cg_setcc(dt_cg_t *, int dst, struct bpf_insn jmp);

/* Strings (dt_cg_str.c). */
extern void dt_cg_tstr_release(dt_cg_t *, int reg);
extern void dt_cg_tstr_move(dt_cg_t *, int dst, int src);
extern int dt_cg_tstring(dt_cg_t *, const dt_node_t *);
extern int dt_cg_str_const(dt_cg_t *, const dt_node_t *, const char *);
extern void dt_cg_str_copy(dt_cg_t *, int dst, int src);
extern void dt_cg_str_cmp(dt_cg_t *, int op, int l, int r);
extern int dt_cg_execname(dt_cg_t *, const dt_node_t *);
extern int dt_cg_probefield(dt_cg_t *, const dt_node_t *, int field);

/* Memory objects (dt_cg_ptr.c). */
extern int dt_cg_addr(dt_cg_t *, dt_node_t *);
extern int dt_cg_addr_wr(dt_cg_t *, dt_node_t *);
extern int dt_cg_object(dt_cg_t *, dt_node_t *);
extern int dt_cg_ptrarith(dt_cg_t *, dt_node_t *, int l, int r);
extern int dt_cg_cast(dt_cg_t *, dt_node_t *);
extern int dt_cg_curthread(dt_cg_t *, const dt_node_t *);
extern int dt_cg_curcpu(dt_cg_t *, const dt_node_t *);
extern int dt_cg_strval(dt_cg_t *, dt_node_t *);

/* uregs[i] (dt_cg_regs.c). */
extern int dt_cg_uregs(dt_cg_t *, dt_node_t *);

/*
 * Stacks and symbols (dt_cg_stack.c), used for trace records and for
 * aggregation keys alike.  dt_cg_stack_kind() is the DT_ACT_STACK..UADDR
 * kind of a call to stack(), ustack(), sym(), func(), mod(), usym(),
 * ufunc(), umod() or uaddr(), 0 for any other node; dt_cg_stack_size() the
 * bytes its datum takes; dt_cg_stack_store() emits code that stores the
 * datum at [reg + off].
 */
extern int dt_cg_stack_kind(const dt_node_t *);
/* dt_cg_stack_kind() or jstack(): a call DTrace types as a stack or symbol. */
extern int dt_cg_stack_value(const dt_node_t *);
extern uint32_t dt_cg_stack_size(dt_cg_t *, const dt_node_t *);
extern void dt_cg_stack_store(dt_cg_t *, dt_node_t *, int reg, int32_t off);
extern void dt_cg_stack_keyid(dt_cg_t *, dt_node_t *, int32_t off);
/* Check and type such a call wherever it is (dt_cook_func); record its datum. */
extern void dt_cook_stack(dt_pcb_t *, dt_node_t *);
extern void dt_cg_stack_rec(dt_cg_t *, dt_node_t *);
/* jstack(): its prototype checked, then refused (not implemented). */
extern void __attribute__((noreturn)) dt_cg_jstack(dt_pcb_t *, dt_node_t *);
/*
 * Bytes of a ustack() record unwound by the consumer (dt_ustack_raw_t and
 * the stack copy, option ustackcopy); 0 when ustack() records frame-pointer
 * PCs instead.
 */
extern uint32_t dt_cg_ustack_rawsize(dtrace_hdl_t *);
/* r5 = the bytes of the clause's record to send, when a stack copy ends it: 1, else 0. */
extern int dt_cg_ustack_outsize(dt_cg_t *);
/* stackdepth, ustackdepth, ucaller: the value's register. */
extern int dt_cg_stack_bvar(dt_cg_t *, const dt_node_t *, int id);

/* Records and actions (dt_cg.c) shared with the output actions. */
struct dt_pfargtype;
extern dt_recdesc_t *dt_cg_rec(dt_cg_t *, const dt_node_t *, dt_act_t, uint32_t size,
			       uint32_t align);
extern void dt_cg_store_value(dt_cg_t *, dt_node_t *, dt_act_t);
extern void dt_cg_argcount(const dt_node_t *, const char *fn, int n, int min, int max);
extern void dt_cg_pfargtype(dtrace_hdl_t *, const dt_node_t *, struct dt_pfargtype *,
			    char *name, char *base, size_t len);

/*
 * Output actions (dt_cg_act.c): tracemem(), print(), freopen(), system(),
 * and trace() of structs, unions and arrays by value.  dt_cg_act_output()
 * generates the action named and returns 1, or returns 0 for other names.
 */
extern int dt_cg_act_is_output(const char *name);
extern int dt_cg_act_output(dt_cg_t *, dt_node_t *, const char *name);
/*
 * The format argument of printf(), freopen() and system(): a string
 * constant.  strproto: a value that is no string at all breaks the
 * prototype (printf's "string"), else only the constant one.
 */
extern void dt_cg_pffmt(dt_cg_t *, dt_node_t *dnp, dt_node_t *fmt, const char *fn, int strproto);
/* The value arguments of printf(), freopen() and system(), checked against pfv. */
struct dt_pfargv;
extern void dt_cg_pfargs(dt_cg_t *, dt_node_t *dnp, dt_node_t *args, const struct dt_pfargv *pfv,
			 const char *fn, int flags);
extern void dt_cg_store_bytes(dt_cg_t *, dt_node_t *, dt_act_t);

/* Aggregations (dt_cg_agg.c). */
extern void dt_cook_agg(dt_pcb_t *, dt_node_t *);
/* count(), sum(), ... quantize(): a call of an aggregating function. */
extern int dt_cg_is_aggfunc(const dt_node_t *);
/* @a as an argument of an action used as a value: D_IDENT_UNDEF if there is none. */
extern void dt_cook_agg_ref(dt_pcb_t *, dt_node_t *);
extern void dt_cg_agg(dt_cg_t *, dt_node_t *);
extern int dt_cg_agg_is_act(const char *name);
extern int dt_cg_agg_act(dt_cg_t *, dt_node_t *, const char *name);

/*
 * Build the trampoline program for tr's probes (tr_probes, tr_nprobes,
 * tr_spec set: one provider, one clause list); NULL + message.
 */
extern dt_bpf_prog_t *dt_cg_tramp(dtrace_hdl_t *, dt_tramp_t *, const char *name);
/* What the probe's clauses read of the machine state (DT_TRAMP_USES_*). */
extern uint32_t dt_cg_tramp_uses(dtrace_hdl_t *, const dt_probe_t *);

#endif /* DT_CG_H */
