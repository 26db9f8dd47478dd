/*
 * The generic argument fetch of trampolines (dt_tramp_args()): step 6 of
 * DESIGN.md's flow, for providers whose probes describe where each native
 * argument is (dt_argdesc_t.ad_loc) rather than filling dt_mstate.argv[]
 * their own way.  A provider's trampoline calls it after storing the probe
 * id; it reads only the argument slots the clauses use (tr_uses), one load
 * (or one helper call for a stack slot) each, so an enabling that reads
 * arg0 costs one load whatever the probe's arity.
 *
 * One program may serve several probes (a group with equal progspecs):
 * the code is the same for all of them, so they must agree on where every
 * argument the clauses read is.  A probe lacking argument N reads the
 * location the others give it only when that is harmless (a register, a
 * stack slot, user memory through the checked helper, a constant: a value
 * the probe does not define, as in illumos); anything
 * else is refused here, at build time.
 */
#include <assert.h>
#include <stddef.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_regs_abi.h"


#define DT_ARGV(i)	((int)offsetof(dt_mstate_t, argv) + 8 * (i))

static const int dt_ldx_size[9] = { [1] = BPF_B, [2] = BPF_H, [4] = BPF_W, [8] = BPF_DW };

/* dst = imm (one instruction when it fits in 32 bits, else ld_imm64) */
static void dt_tramp_imm(dt_bpf_prog_t *dp, int dst, int64_t imm)
{
	if (imm == (int32_t)imm)
		dt_emit(dp, BPF_MOV_IMM(dst, (int32_t)imm));
	else
		dt_emit_ld64(dp, dst, (uint64_t)imm);
}

/*
 * argv[i] = ad_size bytes of user memory at regs[base] + regs[index] * scale
 * + disp, sign-extended if DT_ARG_SIGNED; 0 if it cannot be read.
 */
static void dt_tramp_umem(dt_bpf_prog_t *dp, int i, const dt_argdesc_t *ad)
{
	int shift = 64 - 8 * ad->ad_size;

	assert(ad->ad_size == 1 || ad->ad_size == 2 || ad->ad_size == 4 || ad->ad_size == 8);
	assert(ad->ad_scale == 1 || ad->ad_scale == 2 || ad->ad_scale == 4 || ad->ad_scale == 8);
	/* r3 = disp */
	dt_tramp_imm(dp, BPF_REG_3, ad->ad_disp);
	if (ad->ad_off >= 0) {
		/* r3 += *(u64 *)((char *)regs + base) */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_6, ad->ad_off));
		dt_emit(dp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	}
	if (ad->ad_index >= 0) {
		/* r3 += *(u64 *)((char *)regs + index) << log2(scale) */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_6, ad->ad_index));
		if (ad->ad_scale > 1)
			dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, __builtin_ctz(ad->ad_scale)));
		dt_emit(dp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	}
	/*
	 * argv[i] = 0; bpf_probe_read_user(&argv[i], size, r3): the bytes
	 * above size stay 0, and the helper zeroes the rest on a fault
	 */
	dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(i), 0));
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_7));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_ARGV(i)));
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, ad->ad_size));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
	if ((ad->ad_flags & DT_ARG_SIGNED) && shift > 0) {
		/* argv[i] = (int64_t)argv[i] << shift >> shift */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_7, DT_ARGV(i)));
		dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, shift));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_1, shift));
		dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(i), BPF_REG_1));
	}
}

/* argv[i] = the argument ad describes (r6 = the native context). */
static void dt_tramp_arg(dt_bpf_prog_t *dp, int i, const dt_argdesc_t *ad)
{
	int shift = 64 - 8 * ad->ad_size;

	switch (ad->ad_loc) {
	case DT_ARGLOC_FIELD:
		/* r1 = *(uN *)(ctx + off), sign-extended if DT_ARG_SIGNED */
		dt_emit(dp, BPF_LOAD(dt_ldx_size[ad->ad_size], BPF_REG_1, BPF_REG_6, ad->ad_off));
		if ((ad->ad_flags & DT_ARG_SIGNED) && shift > 0) {
			dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, shift));
			dt_emit(dp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_1, shift));
		}
		break;
	case DT_ARGLOC_DATALOC:
		/* r1 = ctx + (*(u32 *)(ctx + off) & 0xffff): the data's address */
		dt_emit(dp, BPF_LOAD(BPF_W, BPF_REG_1, BPF_REG_6, ad->ad_off));
		dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0xffff));
		dt_emit(dp, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_6));
		break;
	case DT_ARGLOC_ADDR:
		/* r1 = ctx + off */
		dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_6));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, ad->ad_off));
		break;
	case DT_ARGLOC_CTX:
		/* r1 = ((u64 *)ctx)[off] */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * ad->ad_off));
		break;
	case DT_ARGLOC_REG:
		if (ad->ad_size == 0 || ad->ad_size == 8) {
			/* r1 = *(u64 *)((char *)regs + off) */
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_1, BPF_REG_6, ad->ad_off));
			break;
		}
		/* r1 = *(uN *)((char *)regs + off), sign-extended if DT_ARG_SIGNED (%edi, %ah) */
		dt_emit(dp, BPF_LOAD(dt_ldx_size[ad->ad_size], BPF_REG_1, BPF_REG_6, ad->ad_off));
		if (ad->ad_flags & DT_ARG_SIGNED) {
			dt_emit(dp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, shift));
			dt_emit(dp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_1, shift));
		}
		break;
	case DT_ARGLOC_CONST:
		/* r1 = disp (+ *(u64 *)((char *)regs + off)) */
		dt_tramp_imm(dp, BPF_REG_1, ad->ad_disp);
		if (ad->ad_off >= 0) {
			dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_0, BPF_REG_6, ad->ad_off));
			dt_emit(dp, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
		}
		break;
	case DT_ARGLOC_UMEM:
		dt_tramp_umem(dp, i, ad);
		return;
	case DT_ARGLOC_STACK:
	case DT_ARGLOC_USTACK:
		/*
		 * bpf_probe_read_{kernel,user}(&argv[i], 8, regs->sp + off):
		 * the helper zeroes argv[i] if the slot cannot be read.
		 */
		dt_emit(dp, BPF_LOAD(BPF_DW, BPF_REG_3, BPF_REG_6, DT_ABI_SP));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, ad->ad_off));
		dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_7));
		dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_ARGV(i)));
		dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, 8));
		dt_emit(dp, BPF_CALL_HELPER(ad->ad_loc == DT_ARGLOC_STACK ? BPF_FUNC_probe_read_kernel :
					    BPF_FUNC_probe_read_user));
		return;
	default:
		assert(0);
	}
	/* argv[i] = r1 */
	dt_emit(dp, BPF_STORE(BPF_DW, BPF_REG_7, DT_ARGV(i), BPF_REG_1));
}

static int dt_argloc_same(const dt_argdesc_t *a, const dt_argdesc_t *b)
{
	int sa = a->ad_loc == DT_ARGLOC_REG && a->ad_size == 0 ? 8 : a->ad_size;
	int sb = b->ad_loc == DT_ARGLOC_REG && b->ad_size == 0 ? 8 : b->ad_size;

	if (a->ad_loc != b->ad_loc || a->ad_off != b->ad_off)
		return 0;
	switch (a->ad_loc) {
	case DT_ARGLOC_FIELD:
	case DT_ARGLOC_REG:
		return sa == sb && (sa == 8 || (a->ad_flags & DT_ARG_SIGNED) ==
						 (b->ad_flags & DT_ARG_SIGNED));
	case DT_ARGLOC_UMEM:
		return sa == sb && (a->ad_flags & DT_ARG_SIGNED) == (b->ad_flags & DT_ARG_SIGNED) &&
		       a->ad_index == b->ad_index && a->ad_scale == b->ad_scale &&
		       a->ad_disp == b->ad_disp;
	case DT_ARGLOC_CONST:
		return a->ad_disp == b->ad_disp;
	default:
		return 1;
	}
}

static int dt_tramp_fail(dtrace_hdl_t *dtp, dt_tramp_t *tr, const dt_probe_t *pr, int i,
			 const char *why)
{
	tr->tr_failed = 1;
	return dt_set_errmsg(dtp, D_NONE, "cannot fetch arg%d of probe %s:%s:%s:%s: %s", i,
			     pr->pr_prov->pv_name, pr->pr_mod, pr->pr_func, pr->pr_name, why);
}

/*
 * Where argument i is for every probe of tr: *ad, or NULL if no probe has
 * it (the slot is 0).  -1 + message if they disagree.
 */
static int dt_tramp_argloc(dtrace_hdl_t *dtp, dt_tramp_t *tr, int i, const dt_argdesc_t **adp)
{
	const dt_argdesc_t *ad = NULL;
	uint32_t lacking = 0, p;

	for (p = 0; p < tr->tr_nprobes; p++) {
		const dt_argdesc_t *argv;
		int argc = dt_probe_args(dtp, tr->tr_probes[p], &argv);

		if (argc < 0) {
			tr->tr_failed = 1;
			return -1;
		}
		if (i >= argc) {
			lacking++;
			continue;
		}
		if (argv[i].ad_loc == DT_ARGLOC_NONE)
			return dt_tramp_fail(dtp, tr, tr->tr_probes[p], i,
					     "the provider gives no location for it");
		if (ad == NULL)
			ad = &argv[i];
		else if (!dt_argloc_same(ad, &argv[i]))
			return dt_tramp_fail(dtp, tr, tr->tr_probes[p], i,
					     "the probes sharing its program have it in different places");
	}
	if (ad != NULL && lacking > 0 && ad->ad_loc != DT_ARGLOC_REG &&
	    ad->ad_loc != DT_ARGLOC_STACK && ad->ad_loc != DT_ARGLOC_USTACK &&
	    ad->ad_loc != DT_ARGLOC_UMEM && ad->ad_loc != DT_ARGLOC_CONST)
		return dt_tramp_fail(dtp, tr, tr->tr_probes[0], i,
				     "some probes sharing its program do not have it");
	*adp = ad;
	return 0;
}

int dt_tramp_args(dtrace_hdl_t *dtp, dt_tramp_t *tr)
{
	dt_bpf_prog_t *dp = tr->tr_prog;

	for (int i = 0; i < DT_MAX_ARGS; i++) {
		const dt_argdesc_t *ad = NULL;

		if (!(tr->tr_uses & (1u << i)))
			continue;
		if (dt_tramp_argloc(dtp, tr, i, &ad) != 0)
			return -1;
		if (ad == NULL)
			dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_7, DT_ARGV(i), 0));
		else
			dt_tramp_arg(dp, i, ad);
	}
	if (tr->tr_uses & DT_TRAMP_USES_ERRNO)
		dt_emit(dp, BPF_STORE_IMM(BPF_W, BPF_REG_7, offsetof(dt_mstate_t, syserrno), 0));
	return 0;
}
