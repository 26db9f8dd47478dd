/*
 * Stacks and symbols as text (OUTPUT.md section 7): the consumer's side of
 * stack(), ustack(), sym(), mod(), usym(), umod(), uaddr() and of printf's
 * %a, %A and %k.  The code generator (dt_cg_stack.c) records raw PCs and
 * addresses (with the pid for user ones); this file looks them up through
 * dt_ksyms.c and dt_usyms.c when they are printed, so symbols cost nothing
 * while tracing.  A ustack() recorded as registers and stack bytes is
 * unwound here first (dt_unwind.c).
 */
#include <inttypes.h>
#include <string.h>
#include "dt_stack.h"
#include "dt_syms.h"
#include "dt_printf.h"
#include "dt_unwind.h"

/* Most frames a datum can hold (the record is at most 4 KiB). */
#define DT_STACK_MAXPCS	512

static int dt_stack_lookup(dtrace_hdl_t *dtp, int user, pid_t pid, uint64_t pc,
			   dt_symres_t *res)
{
	return user ? dt_usym_lookup(dtp, pid, pc, res) : dt_ksym_lookup(dtp, pc, res);
}

/*
 * module`symbol+0xoff (without the offset when it is 0 or !withoff),
 * module`0xaddr, or 0xaddr; user addresses with -x noresolve (frames,
 * usym(), ufunc(), uaddr(), %A): object:0xoff.
 */
static void dt_stack_addr_text(dtrace_hdl_t *dtp, int user, pid_t pid, uint64_t pc, int withoff,
			       char *buf, size_t len)
{
	dt_symres_t res;
	int found = dt_stack_lookup(dtp, user, pid, pc, &res);

	if (user && dt_opt(dtp, DT_OPT_NORESOLVE) > 0 && found != DT_SYM_NONE)
		snprintf(buf, len, "%s:0x%" PRIx64, res.sr_mod, pc - res.sr_modbase);
	else if (found == DT_SYM_FOUND && withoff && pc != res.sr_addr)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, res.sr_mod, res.sr_name, pc - res.sr_addr);
	else if (found == DT_SYM_FOUND)
		snprintf(buf, len, "%s`%s", res.sr_mod, res.sr_name);
	else if (found == DT_SYM_MOD)
		snprintf(buf, len, "%s`0x%" PRIx64, res.sr_mod, pc);
	else
		snprintf(buf, len, "0x%" PRIx64, pc);
}

/* "\n", then each frame up to the first zero PC on its own line. */
static int dt_stack_frames(dtrace_hdl_t *dtp, FILE *fp, int user, pid_t pid, const uint64_t *pcs,
			   uint32_t n, int indent, int width)
{
	char text[1024];

	if (fputc('\n', fp) == EOF)
		return -1;
	for (uint32_t i = 0; i < n && pcs[i] != 0; i++) {
		dt_stack_addr_text(dtp, user, pid, pcs[i], 1, text, sizeof(text));
		if (fprintf(fp, "%*s%*s\n", indent, "", width, text) < 0)
			return -1;
	}
	return 0;
}

static int dt_stack_indent(dtrace_hdl_t *dtp)
{
	int64_t v = dt_opt(dtp, DT_OPT_STACKINDENT);

	return v < 0 ? 0 : v > 1024 ? 1024 : (int)v;
}

int dt_print_stack(dtrace_hdl_t *dtp, FILE *fp, const uint64_t *pcs, uint32_t nframes)
{
	return dt_stack_frames(dtp, fp, 0, 0, pcs, nframes, dt_stack_indent(dtp), 0);
}

int dt_print_ustack(dtrace_hdl_t *dtp, FILE *fp, pid_t pid, const uint64_t *pcs,
		    uint32_t nframes)
{
	return dt_stack_frames(dtp, fp, 1, pid, pcs, nframes, dt_stack_indent(dtp), 0);
}

int dt_format_sym(dtrace_hdl_t *dtp, dt_act_t kind, pid_t pid, uint64_t addr, char *buf,
		  size_t len)
{
	int user = kind == DT_ACT_USYM || kind == DT_ACT_UMOD || kind == DT_ACT_UADDR;
	dt_symres_t res;

	switch (kind) {
	case DT_ACT_USYM:
	case DT_ACT_UADDR:
		/* -x noresolve: object:0xoff, as in a user stack (illumos) */
		if (dt_opt(dtp, DT_OPT_NORESOLVE) > 0) {
			dt_stack_addr_text(dtp, 1, pid, addr, 0, buf, len);
			return 0;
		}
		/* FALLTHROUGH */
	case DT_ACT_SYM:
		if (dt_stack_lookup(dtp, user, pid, addr, &res) == DT_SYM_FOUND)
			snprintf(buf, len, "%s`%s", res.sr_mod, res.sr_name);
		if (kind == DT_ACT_UADDR && addr != res.sr_addr && res.sr_name != NULL)
			snprintf(buf + strlen(buf), len - strlen(buf), "+0x%" PRIx64,
				 addr - res.sr_addr);
		else if (res.sr_name == NULL && res.sr_mod != NULL)
			snprintf(buf, len, "%s`0x%" PRIx64, res.sr_mod, addr);
		else if (res.sr_name == NULL)
			snprintf(buf, len, "0x%" PRIx64, addr);
		return 0;
	case DT_ACT_MOD:
	case DT_ACT_UMOD:
		if (dt_stack_lookup(dtp, user, pid, addr, &res) != DT_SYM_NONE)
			snprintf(buf, len, "%s", res.sr_mod);
		else
			snprintf(buf, len, "0x%" PRIx64, addr);
		return 0;
	default:
		return dt_set_errmsg(dtp, D_NONE, "not a symbol datum: kind %d", (int)kind);
	}
}

/* Unaligned datum words into pcs[]; the number of words. */
static uint32_t dt_stack_words(const void *data, uint32_t size, uint64_t *pcs)
{
	uint32_t n = size / 8;

	if (n > DT_STACK_MAXPCS)
		n = DT_STACK_MAXPCS;
	memcpy(pcs, data, n * 8);
	return n;
}

static int dt_stack_datum(dtrace_hdl_t *dtp, FILE *fp, dt_act_t kind, const void *data,
			  uint32_t size, int indent, int width)
{
	uint64_t pcs[DT_STACK_MAXPCS];
	uint32_t n;
	pid_t pid;
	int nu;

	/* before reading words: its unused end may not have been sent */
	if (kind == DT_ACT_USTACK && dt_unwind_israw(data, size)) {
		if ((nu = dt_unwind(dtp, data, size, &pid, pcs, DT_STACK_MAXPCS)) < 0)
			return -1;
		return dt_stack_frames(dtp, fp, 1, pid, pcs, (uint32_t)nu, indent, width);
	}
	n = dt_stack_words(data, size, pcs);
	if (kind == DT_ACT_STACK)
		return dt_stack_frames(dtp, fp, 0, 0, pcs, n, indent, width);
	if (kind == DT_ACT_USTACK && n >= 1)
		return dt_stack_frames(dtp, fp, 1, (pid_t)pcs[0], pcs + 1, n - 1, indent, width);
	return dt_set_errmsg(dtp, D_NONE, "not a stack datum: kind %d", (int)kind);
}

int dt_print_stack_datum(dtrace_hdl_t *dtp, FILE *fp, dt_act_t kind, const void *data,
			 uint32_t size)
{
	return dt_stack_datum(dtp, fp, kind, data, size, dt_stack_indent(dtp), 0);
}

int dt_print_sym_datum(dtrace_hdl_t *dtp, FILE *fp, dt_act_t kind, const void *data,
		       uint32_t size)
{
	uint64_t w[2] = { 0, 0 };
	char text[1024];
	int user = kind == DT_ACT_USYM || kind == DT_ACT_UMOD || kind == DT_ACT_UADDR;

	if (size != (user ? 16u : 8u))
		return dt_set_errmsg(dtp, D_NONE, "bad symbol datum size %u", size);
	memcpy(w, data, size);
	if (dt_format_sym(dtp, kind, user ? (pid_t)w[0] : 0, user ? w[1] : w[0], text,
			  sizeof(text)) != 0)
		return -1;
	return fprintf(fp, "  %-50s", text) < 0 ? -1 : 0;
}

uint64_t dt_stack_symaddr(dtrace_hdl_t *dtp, dt_act_t kind, pid_t pid, uint64_t addr)
{
	int user = kind == DT_ACT_USYM || kind == DT_ACT_UMOD || kind == DT_ACT_UADDR;
	dt_symres_t res;
	int found = dt_stack_lookup(dtp, user, pid, addr, &res);

	if ((kind == DT_ACT_SYM || kind == DT_ACT_USYM) && found == DT_SYM_FOUND)
		return res.sr_addr;
	if ((kind == DT_ACT_MOD || kind == DT_ACT_UMOD) && found != DT_SYM_NONE)
		return res.sr_modbase;
	return addr;
}

static const char *dt_stack_pf_ksym(void *arg, uint64_t addr, char *buf, size_t len)
{
	dt_stack_pfctx_t *ctx = arg;

	dt_stack_addr_text(ctx->sp_dtp, 0, 0, addr, 1, buf, len);
	return buf;
}

static const char *dt_stack_pf_usym(void *arg, uint64_t addr, char *buf, size_t len)
{
	dt_stack_pfctx_t *ctx = arg;
	dt_symres_t res;

	if (dt_usym_lookup(ctx->sp_dtp, ctx->sp_pid, addr, &res) == DT_SYM_NONE)
		return NULL;
	/* as a user stack's frame, -x noresolve included */
	dt_stack_addr_text(ctx->sp_dtp, 1, ctx->sp_pid, addr, 1, buf, len);
	return buf;
}

static int dt_stack_pf_stack(void *arg, FILE *fp, const dt_pfvalue_t *v, int indent, int width)
{
	dt_stack_pfctx_t *ctx = arg;

	return dt_stack_datum(ctx->sp_dtp, fp, (dt_act_t)v->u, v->s, (uint32_t)v->size, indent,
			      width);
}

void dt_stack_pfsym(dt_stack_pfctx_t *ctx, struct dt_pfsym *sym)
{
	memset(sym, 0, sizeof(*sym));
	sym->ksym = dt_stack_pf_ksym;
	sym->usym = dt_stack_pf_usym;
	sym->stack = dt_stack_pf_stack;
	sym->arg = ctx;
}

void dt_stack_pfvalue(dt_stack_pfctx_t *ctx, dt_act_t kind, const void *datum, uint32_t size,
		      struct dt_pfvalue *v)
{
	uint64_t w[2] = { 0, 0 };

	memset(v, 0, sizeof(*v));
	if (kind == DT_ACT_STACK || kind == DT_ACT_USTACK) {
		v->kind = DT_PF_STACK;
		v->u = kind;
		v->s = datum;
		v->size = size;
		return;
	}
	memcpy(w, datum, size < sizeof(w) ? size : sizeof(w));
	v->kind = DT_PF_SYM;
	v->size = 8;
	v->u = w[0];
	if (kind == DT_ACT_USYM || kind == DT_ACT_UMOD || kind == DT_ACT_UADDR) {
		ctx->sp_pid = (pid_t)w[0];
		v->u = w[1];
	}
	/* as illumos' printf: usym() names the symbol (no offset), mod()/umod() the module */
	v->modonly = kind == DT_ACT_MOD || kind == DT_ACT_UMOD;
	if (kind == DT_ACT_USYM)
		v->u = dt_stack_symaddr(ctx->sp_dtp, kind, ctx->sp_pid, v->u);
}
