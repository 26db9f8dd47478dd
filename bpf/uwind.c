/*
 * User stacks unwound in BPF, for ustack() as an aggregation key and for
 * ustackdepth (doc/ustack.md).  Generated code (libdtrace/dt_cg_stack.c)
 * calls dt_uwind() where it would call bpf_get_stack(BPF_F_USER_STACK):
 * the same result (PCs into buf, the bytes written), but each frame is
 * stepped with the rows the consumer built from the object's call-frame
 * information (libdtrace/dt_uwtab.c) and loaded for the process
 * (libdtrace/dt_uwproc.c) into "uw_procs", "uw_objs" and "uw_chunks"
 * (dt_bpf_shared.h).  Where there are none (a process or object not loaded
 * yet, code without CFI), the step follows frame pointers, as
 * bpf_get_stack() does; a process not loaded, or whose tables are stale
 * (it exec'ed), is asked for in "uw_want".
 *
 * The walk is a bpf_loop() whose iteration k is frame k (bpf_support.h's
 * rules, "Loops over strings"): the verifier checks one frame's step, not
 * one per frame (Linux 6.1 once, 6.7 and later until the walk's state
 * stops changing: the tests that end a walk are branch-free, uw_bad()).
 * The searches in the tables are binary searches whose steps do not
 * branch, so that a step is a handful of states to the verifier whatever
 * the table: 7k instructions verified for a call site on 6.18, fewer on 6.1.
 */
#include "bpf_support.h"

struct uw_walk {
	uint64_t *buf;
	const dt_uw_proc_t *proc;	/* NULL: frame pointers only */
	uint64_t max;			/* frames wanted, at most DT_STACK_MAXFRAMES */
	uint64_t pc, sp, bp;		/* the frame being stepped */
	uint64_t n;			/* frames in buf */
	uint32_t pid;			/* tgid */
	uint32_t wanted;		/* the process has been asked for */
};

/*
 * 1 if a < b, else 0, without a branch, unsigned: uw_lt() for a, b below
 * 2^63 (dt_lt()), uw_lt64() for any (the borrow out of a - b: the vsyscall
 * page is at 0xffffffffff600000).  Their inputs are hidden from clang,
 * which would otherwise compare.
 */
static inline __attribute__((always_inline)) uint64_t uw_lt(uint64_t a, uint64_t b)
{
	DT_OPAQUE(a);
	DT_OPAQUE(b);
	return dt_lt(a, b);
}

static inline __attribute__((always_inline)) uint64_t uw_lt64(uint64_t a, uint64_t b)
{
	uint64_t r;

	DT_OPAQUE(a);
	DT_OPAQUE(b);
	r = ((~a & b) | (~(a ^ b) & (a - b))) >> 63;
	DT_OPAQUE(r);
	return r;
}

/*
 * pos = the last i < n with elem(i) <= x (elem sorted, n <= 2^lg), or 0
 * when none is: the caller checks elem(pos) <= x.  lt: uw_lt or uw_lt64,
 * as x and the elements need.  As many steps as n needs (ceil(log2(n))):
 * the range [pos, pos + len) that holds the answer is halved at each,
 * without a branch (the element's index is masked into the array).  The
 * test that ends the loop is a branch, whose ways the verifier follows to
 * the loop's end, where the result is forgotten (dt_forget(), anchor: any
 * map value pointer), so that they meet as one state.  (Steps of fixed
 * sizes, 2^(lg-1) down to 1, 24 a frame, cost 0.12 us a frame on the
 * development machine, these 0.07.)
 */
#define UW_SEARCH(pos, lg, n, x, elem, lt, anchor)				\
	do {									\
		uint64_t len_ = (n);						\
										\
		(pos) = 0;							\
		for (int s_ = 0; s_ < (lg); s_++) {				\
			uint64_t h_, e_;					\
										\
			if (len_ <= 1)						\
				break;						\
			h_ = len_ >> 1;						\
			e_ = elem(((pos) + h_) & ((1ULL << (lg)) - 1));		\
			(pos) += h_ * (1 - lt((x), e_));			\
			len_ -= h_;						\
		}								\
		(pos) = dt_forget((pos), (anchor)) & ((1ULL << (lg)) - 1);	\
	} while (0)

/* Ask the consumer for the process's tables, once per walk. */
static inline __attribute__((always_inline)) void uw_request(struct uw_walk *l)
{
	uint32_t pid = l->pid;
	uint64_t zero = 0;

	if (l->wanted)
		return;
	l->wanted = 1;
	if (bpf_map_lookup_elem(uw_want, &pid) == 0)
		bpf_map_update_elem(uw_want, &pid, &zero, BPF_NOEXIST);
}

/*
 * The row (info word) that describes addr, an address in the process;
 * DT_UW_NONE where the tables say nothing.  Two lookups besides the
 * process's: the object, then the chunk.
 */
static inline __attribute__((always_inline)) uint32_t uw_row(struct uw_walk *l, uint64_t addr)
{
	const dt_uw_proc_t *proc = l->proc;
	const dt_uw_map_t *m;
	const dt_uw_obj_t *o;
	const dt_uw_chunk_t *c;
	uint64_t n, i, ci, ri, rel;
	uint32_t id;

	if (proc == 0)
		return DT_UW_NONE;
	n = proc->nmaps;
	if (n > DT_UW_MAXMAPS)
		n = DT_UW_MAXMAPS;
#define UW_MAPSTART(j)	(proc->maps[(j)].start)
	UW_SEARCH(i, DT_UW_MAXMAPS_LG, n, addr, UW_MAPSTART, uw_lt64, proc);
	m = &proc->maps[i];
	if (n == 0 || addr < m->start || addr >= m->end) {
		uw_request(l);		/* mapped since the tables were made */
		return DT_UW_NONE;
	}
	id = m->obj;
	if (id == 0)
		return DT_UW_NONE;
	rel = addr - m->bias;
	if (rel >= DT_UW_PCNONE)
		return DT_UW_NONE;
	o = bpf_map_lookup_elem(uw_objs, &id);
	if (o == 0)
		return DT_UW_NONE;
	n = o->nchunks;
	if (n > DT_UW_IDX)
		n = DT_UW_IDX;
#define UW_OBJPC(j)	(o->pc[(j)])
	UW_SEARCH(ci, DT_UW_IDX_LG, n, rel, UW_OBJPC, uw_lt, o);
	if (n == 0 || o->pc[ci] > rel)
		return DT_UW_NONE;
	id = o->first + (uint32_t)ci;
	c = bpf_map_lookup_elem(uw_chunks, &id);
	if (c == 0)
		return DT_UW_NONE;
#define UW_CHUNKPC(j)	(c->pc[(j)])
	UW_SEARCH(ri, DT_UW_CHUNK_LG, DT_UW_CHUNK, rel, UW_CHUNKPC, uw_lt, c);
	if (c->pc[ri] > rel)
		return DT_UW_NONE;
	return c->info[ri];
}

/*
 * The tests that end a walk: no return address, or a caller's sp that is
 * not above this frame's (a loop).  Branch-free, so that the verifier
 * learns nothing about the values that go on into the next frame: a range
 * ("ra != 0", "cfa > sp") kept in the walk's state makes the state at the
 * next call of the callback differ from the last, and Linux 6.7's
 * verifier goes on calling it until the state stops changing.
 */
static inline __attribute__((always_inline)) uint64_t uw_bad(uint64_t ra, uint64_t sp,
							     uint64_t nsp)
{
	return dt_iszero(ra) | (1 - uw_lt64(sp, nsp));
}

/*
 * The caller's frame by its CFA (canonical frame address: the sp before
 * the call that made this frame), computed as the row says: the return
 * address is just below it, the caller's bp where the row saved it.
 * Returns 0 when the walk ends here.
 */
static inline __attribute__((always_inline)) int uw_step_cfi(struct uw_walk *l, uint32_t info)
{
	uint64_t sp = l->sp, off = DT_UW_OFF(info), cfa, ra = 0, bp = l->bp;
	int64_t bpoff = DT_UW_BPOFF(info);

	switch (DT_UW_KIND(info)) {
	case DT_UW_SP:
		cfa = sp + off;
		break;
	case DT_UW_BP:
		cfa = bp + off;
		break;
	case DT_UW_PLT:
		/* the lazy-binding stub has pushed a word from its offset `off` on */
		cfa = sp + 8 + ((l->pc & 15) >= off ? 8 : 0);
		break;
	default:		/* DT_UW_END, DT_UW_STOP, and kinds not known */
		return 0;
	}
	if (bpf_probe_read_user(&ra, 8, (void *)(cfa - 8)) != 0 || uw_bad(ra, sp, cfa))
		return 0;
	if (bpoff != 0 && bpf_probe_read_user(&bp, 8, (void *)(cfa + bpoff)) != 0)
		return 0;
	l->pc = ra;
	l->sp = cfa;
	l->bp = bp;
	return 1;
}

/*
 * The caller's frame by the frame pointer: bp points at the saved bp, the
 * return address above it (what bpf_get_stack() follows).
 */
static inline __attribute__((always_inline)) int uw_step_fp(struct uw_walk *l)
{
	uint64_t bp = l->bp, fr[2] = { 0, 0 };	/* saved bp, return address */

	if (bp == 0 || bpf_probe_read_user(fr, sizeof(fr), (void *)bp) != 0 ||
	    uw_bad(fr[1], l->sp, bp + 16))
		return 0;
	l->pc = fr[1];
	l->sp = bp + 16;
	l->bp = fr[0];
	return 1;
}

/*
 * Frame k: its pc into buf[k], then the step to its caller.  Return
 * addresses are looked up at pc - 1, inside the call (a call that ends a
 * function is followed by another function's first byte).  The count is
 * stored before k is bounded: a count with a range would be a new state
 * at each call (uw_bad()); bpf_loop() never passes k >= max.
 */
DT_LOOP_CB uw_frame_cb(uint64_t k, void *arg)
{
	struct uw_walk *l = arg;
	uint32_t info;

	l->n = k + 1;
	if (k >= DT_STACK_MAXFRAMES || k >= l->max)
		return DT_LOOP_STOP;
	l->buf[k] = l->pc;
	info = uw_row(l, l->pc - (k != 0));
	if (DT_UW_KIND(info) == DT_UW_NONE)
		return uw_step_fp(l) ? DT_LOOP_NEXT : DT_LOOP_STOP;
	return uw_step_cfi(l, info) ? DT_LOOP_NEXT : DT_LOOP_STOP;
}

/*
 * The process's tables if they are its current image's: the identity
 * words are those of the mm the consumer read (dt_bpf_shared.h).
 */
static inline __attribute__((always_inline)) const dt_uw_proc_t *
uw_proc(uint32_t pid, uint64_t mm)
{
	const dt_uw_proc_t *proc = bpf_map_lookup_elem(uw_procs, &pid);
	uint64_t start_stack = 0, end_code = 0;

	if (proc == 0)
		return 0;
	if (bpf_probe_read_kernel(&start_stack, 8, (void *)(mm + DT_CONST(MM_START_STACK))) != 0 ||
	    bpf_probe_read_kernel(&end_code, 8, (void *)(mm + DT_CONST(MM_END_CODE))) != 0 ||
	    start_stack != proc->start_stack || end_code != proc->end_code)
		return 0;
	return proc;
}

/*
 * The current thread's user stack, as bpf_get_stack(ctx, buf, 8 * max,
 * BPF_F_USER_STACK) gives it: PCs into buf[0..n), n <= max (at most
 * DT_STACK_MAXFRAMES); returns 8 * n, 0 for a kernel thread.  The
 * registers are those the kernel saved when the thread last entered it,
 * whatever the probe.
 */
DT_FUNC int64_t dt_uwind(uint64_t *buf, uint64_t max)
{
	struct uw_walk l = { .buf = buf };
	uint64_t mm = 0, w[4] = { 0, 0, 0, 0 };	/* ip, cs, flags, sp */
	uint64_t n = 0;
	void *regs;

	if (max > DT_STACK_MAXFRAMES)
		max = DT_STACK_MAXFRAMES;
	if (bpf_probe_read_kernel(&mm, 8, (void *)(bpf_get_current_task() +
						   DT_CONST(TASK_MM))) != 0 || mm == 0)
		goto out;
	regs = bpf_task_pt_regs(bpf_get_current_task_btf());
	if (bpf_probe_read_kernel(w, sizeof(w), (char *)regs + 8 * DT_UREG_IP) != 0 ||
	    bpf_probe_read_kernel(&l.bp, 8, (char *)regs + 8 * DT_UREG_BP) != 0 || w[3] == 0)
		goto out;
	l.pc = w[0];
	l.sp = w[3];
	l.max = max;
	l.pid = bpf_get_current_pid_tgid() >> 32;
	l.proc = uw_proc(l.pid, mm);
	if (l.proc == 0)
		uw_request(&l);
	bpf_loop(max, uw_frame_cb, &l, 0);
	n = l.n;
out:
	n = dt_forget(n, buf);
	return 8 * n;		/* n <= max: the callback stops there */
}
