/*
 * Shared declarations of the BPF support functions in bpf/.
 *
 * The files of bpf/ are compiled together as one translation unit with
 * clang -target bpf into the support object that dt_bpfobj.c reads and
 * dt_link.c links into generated programs (DESIGN.md, "Link").  What they
 * reference outside themselves is declared here as weak extern symbols:
 * maps ("mem", "buffers", ...) and link-time constants (STRSZ, TASK_TGID,
 * ...).  The linker asks its resolver about each name: a map becomes a map
 * fd load, anything else a 64-bit constant.  A constant is used as
 * (uint64_t)&NAME, so clang has to load it with ld_imm64 and cannot assume
 * anything about its value.
 *
 * No libbpf headers: helpers are declared by id, as the kernel numbers them
 * in linux/bpf.h.  Loops over strings use bpf_loop (Linux 5.17); the rest
 * is what the verifier of Linux 5.15 accepts.
 */
#ifndef BPF_SUPPORT_H
#define BPF_SUPPORT_H

#include <dt_bpf_shared.h>

typedef unsigned char uint8_t;
typedef unsigned short uint16_t;

#define DT_FUNC		__attribute__((noinline))
#define DT_EXTERN	__attribute__((weak))
#define DT_HELPER	static __attribute__((unused))

/* Value of a link-time constant. */
#define DT_CONST(name)	((uint64_t)&(name))

#define BPF_F_CURRENT_CPU	0xffffffffULL

/* Helpers, by their ids in linux/bpf.h's __BPF_FUNC_MAPPER. */
DT_HELPER void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;
DT_HELPER uint64_t (*bpf_get_current_task)(void) = (void *)35;
DT_HELPER long (*bpf_perf_event_output)(void *ctx, void *map, uint64_t flags,
					void *data, uint64_t size) = (void *)25;
DT_HELPER long (*bpf_probe_read_kernel)(void *dst, uint32_t size,
					const void *src) = (void *)113;
DT_HELPER long (*bpf_probe_read_kernel_str)(void *dst, uint32_t size,
					    const void *src) = (void *)115;
DT_HELPER uint32_t (*bpf_get_prandom_u32)(void) = (void *)7;
DT_HELPER uint32_t (*bpf_get_smp_processor_id)(void) = (void *)8;
DT_HELPER long (*bpf_loop)(uint32_t nr_loops, void *callback, void *ctx,
			   uint64_t flags) = (void *)181;
DT_HELPER long (*bpf_map_update_elem)(void *map, const void *key, const void *value,
				      uint64_t flags) = (void *)2;
DT_HELPER uint64_t (*bpf_get_current_pid_tgid)(void) = (void *)14;
DT_HELPER long (*bpf_probe_read_user)(void *dst, uint32_t size,
				      const void *src) = (void *)112;
DT_HELPER void *(*bpf_get_current_task_btf)(void) = (void *)158;
DT_HELPER void *(*bpf_task_pt_regs)(void *task) = (void *)175;

#define BPF_NOEXIST	1	/* bpf_map_update_elem(): only a new key */

/* Maps. */
extern char mem[] DT_EXTERN;		/* per-CPU scratch: dt_mstate_t first */
extern char buffers[] DT_EXTERN;	/* perf event array for output */
extern char uw_procs[] DT_EXTERN;	/* user stacks unwound in BPF: */
extern char uw_objs[] DT_EXTERN;	/*   dt_bpf_shared.h, bpf/uwind.c */
extern char uw_chunks[] DT_EXTERN;
extern char uw_want[] DT_EXTERN;

/* Link-time constants. */
extern char STRSZ[] DT_EXTERN;		/* strsize + 1: bytes of a string buffer */
extern char TASK_REAL_PARENT[] DT_EXTERN;	/* offsetof(struct task_struct, real_parent) */
extern char TASK_TGID[] DT_EXTERN;	/* offsetof(struct task_struct, tgid) */
extern char TASK_PID[] DT_EXTERN;	/* offsetof(struct task_struct, pid) */
extern char TASK_CRED[] DT_EXTERN;	/* offsetof(struct task_struct, cred) */
extern char CRED_UID[] DT_EXTERN;	/* offsetof(struct cred, uid) */
extern char CRED_GID[] DT_EXTERN;	/* offsetof(struct cred, gid) */
extern char TASK_COMM[] DT_EXTERN;	/* offsetof(struct task_struct, comm) */
extern char TASK_MM[] DT_EXTERN;	/* offsetof(struct task_struct, mm) */
extern char MM_START_STACK[] DT_EXTERN;	/* offsetof(struct mm_struct, start_stack) */
extern char MM_END_CODE[] DT_EXTERN;	/* offsetof(struct mm_struct, end_code) */
extern char MEM_CPUKEY[] DT_EXTERN;	/* 1: "mem" is an array indexed by CPU */
extern char MEM_STRTOK[] DT_EXTERN;	/* offset in "mem" of strtok()'s state:
					   STRSZ bytes of string, then a uint64_t
					   position at the next multiple of 8 */

/*
 * The key of this CPU's value in "mem": a per-CPU array holds at most 32 KB
 * a value, so larger scratch values (strsize 4096) are one array element
 * per CPU instead (dt_bpf.c).
 */
static inline __attribute__((always_inline)) uint32_t dt_mem_key(void)
{
	return DT_CONST(MEM_CPUKEY) ? bpf_get_smp_processor_id() : 0;
}

/* The support functions, for calls between them. */
uint64_t dt_bvar_ppid(void);
int64_t dt_strcmp(const char *s1, const char *s2);
void dt_probe_error(void *ctx, uint64_t clause, uint64_t fault, uint64_t addr,
		    int64_t pc);
int64_t dt_uwind(uint64_t *buf, uint64_t max);

/*
 * D's string subroutines (str_*.c).  Every string argument points to at
 * least STRSZ readable bytes of a map value, dst to STRSZ writable ones, and
 * dst overlaps no input.  A string is at most STRSZ - 1 characters: reading
 * stops there even without a NUL, and results are truncated there.
 */
uint64_t dt_strlen(const char *s);
int64_t dt_str_find(const char *s, const char *t, uint64_t lo, uint64_t hi,
		    uint64_t m);
int64_t dt_str_rfind(const char *s, const char *t, uint64_t lo, uint64_t hi,
		     uint64_t m);
void dt_strjoin(char *dst, const char *a, const char *b);
void dt_substr(char *dst, const char *s, int64_t index, int64_t len,
	       uint64_t has_len);
int64_t dt_index(const char *s, const char *t, int64_t start,
		 uint64_t has_start);
int64_t dt_rindex(const char *s, const char *t, int64_t start,
		  uint64_t has_start);
uint64_t dt_strchr(char *dst, const char *s, uint64_t c);
uint64_t dt_strrchr(char *dst, const char *s, uint64_t c);
uint64_t dt_strstr(char *dst, const char *s, const char *t);
uint64_t dt_strtok(char *dst, const char *s, uint64_t s_is_null,
		   const char *delims);
void dt_basename(char *dst, const char *s);
void dt_dirname(char *dst, const char *s);
void dt_cleanpath(char *dst, const char *s);
void dt_lltostr(char *dst, int64_t v);
void dt_toupper(char *dst, const char *s);
void dt_tolower(char *dst, const char *s);
uint64_t dt_inet_ntoa(char *dst, uint64_t addr);
uint64_t dt_inet_ntoa6(char *dst, uint64_t addr, uint64_t strict);
uint64_t dt_inet_ntop(char *dst, uint64_t af, uint64_t addr);

/*
 * Loops over strings (str_*.c).
 *
 * A bounded loop costs the verifier one walk of its body per iteration:
 * STRSZ walks, about a million instructions for a search at strsize 4096.
 * So every loop whose length grows with STRSZ is a bpf_loop() callback,
 * which the verifier checks a few times whatever the number of iterations
 * (once on Linux 6.1; until its state stops changing on 6.7 and later).
 * The rules that keep it that short:
 *   - a callback is DT_LOOP_CB: it gets the iteration number k (an unknown
 *     value to the verifier) and the loop's state, a struct on the caller's
 *     stack; it returns DT_LOOP_NEXT or DT_LOOP_STOP;
 *   - every position a callback reads or writes is computed from k and
 *     values that do not change during the loop, then bounds-checked: a
 *     position kept in the state and moved by one each time would be a new
 *     value to the verifier at each iteration, and it would walk them all;
 *   - values that do change (hashes, flags, counts) stay in a range that
 *     does not grow (a modulus, a mask), or are not used to address memory;
 *     one that addresses memory starts in its final range (dt_forget(0) &
 *     mask), else the verifier meets a new range at each of the first
 *     calls (inet_ntoa6's write position cost 52k instructions so);
 *   - the caller takes nothing from the state without checking its bounds:
 *     Linux 6.1's verifier assumes the callback ran once, so a count it
 *     reports may be any value at run time;
 *   - a result goes through dt_forget() before the caller uses it, so that
 *     what follows the call is verified once, not once per way of leaving
 *     the loop.
 * Short loops (at most 20 iterations) remain plain loops.  The byte order is
 * little-endian (x86, arm64), which the word-at-a-time loops below assume.
 */
#define DT_LOOP_CB	static __attribute__((noinline)) long
#define DT_LOOP_NEXT	0
#define DT_LOOP_STOP	1

/*
 * A callback per character costs an indirect call each: the most used
 * loops (strlen, comparison) take 8 characters at a time, as one 64-bit
 * load (x86 and arm64 allow it unaligned), when all 8 are inside the
 * STRSZ bytes.  Byte j of a word is (w >> 8 * j) & 0xff (little-endian).
 */
#define DT_ONES		0x0101010101010101ULL
#define DT_HIGHS	0x8080808080808080ULL

/*
 * The high bit of the first byte of w that is 0 (and perhaps of later
 * ones), or 0 if none is: the borrow that can mark a later byte wrongly
 * starts at a zero byte.
 */
static inline __attribute__((always_inline)) uint64_t dt_zerobytes(uint64_t w)
{
	return (w - DT_ONES) & ~w & DT_HIGHS;
}

/* The high bit of every byte of w that is not 0. */
static inline __attribute__((always_inline)) uint64_t dt_nonzerobytes(uint64_t w)
{
	return (((w & ~DT_HIGHS) + ~DT_HIGHS) | w) & DT_HIGHS;
}

/* The index of the first byte whose high bit is set in f (f != 0). */
static inline __attribute__((always_inline)) uint64_t dt_firstbyte(uint64_t f)
{
	uint64_t below = ((f & -f) >> 7) - 1;	/* all bits of the bytes before */

	return ((below & DT_ONES) * DT_ONES) >> 56;
}

/*
 * Branches laid out as written (clang would otherwise choose), where the
 * order in which the verifier explores them matters (str_inet.c).
 */
#define DT_GOTO_IF_NONZERO(x, l) \
	asm goto("if %0 != 0 goto %l[" #l "]" : : "r"((uint64_t)(x)) : : l)
#define DT_GOTO_IF_ZERO(x, l) \
	asm goto("if %0 == 0 goto %l[" #l "]" : : "r"((uint64_t)(x)) : : l)
#define DT_GOTO_IF_LT(a, b, l) \
	asm goto("if %0 < %1 goto %l[" #l "]" \
		 : : "r"((uint64_t)(a)), "r"((uint64_t)(b)) : : l)
#define DT_OPAQUE(x)	asm volatile("" : "+r"(x))	/* clang forgets x */

/*
 * v (a position or length: below 2^20), which the verifier can no longer
 * tell apart from any other value in [0, 2^20).
 */
#define DT_FORGET_MASK	0xfffffULL

static inline __attribute__((always_inline)) uint64_t
dt_forget(uint64_t v, const void *base)
{
	const char *p = (const char *)base + (v & DT_FORGET_MASK);

	/* pointer - pointer is an unknown scalar to the verifier (as root) */
	DT_OPAQUE(p);
	return (p - (const char *)base) & DT_FORGET_MASK;
}

/*
 * Branch-free tests and choice, for code outside loops that would otherwise
 * leave the verifier several states to follow.  The barriers keep clang
 * from turning them back into compares and branches (BPF has no
 * conditional move).
 */

/* 1 if x is 0, else 0, for x < 2^63. */
static inline __attribute__((always_inline)) uint64_t dt_iszero(uint64_t x)
{
	x = (x - 1) >> 63;
	DT_OPAQUE(x);
	return x;
}

/* 1 if a < b, else 0, for a, b < 2^63. */
static inline __attribute__((always_inline)) uint64_t dt_lt(uint64_t a,
							    uint64_t b)
{
	a = (a - b) >> 63;
	DT_OPAQUE(a);
	return a;
}

/*
 * a if bit is 1, b if bit is 0.  A multiplication, not a mask: recent
 * verifiers follow x & m as two states when m is in [-1, 0].
 */
static inline __attribute__((always_inline)) uint64_t
dt_select(uint64_t bit, uint64_t a, uint64_t b)
{
	DT_OPAQUE(bit);
	return b + (a - b) * bit;
}

/*
 * The tgid of a task's real parent (0 if it cannot be read): ppid of the
 * current task (ppid.c) and of the task a firing is about (task.c).
 */
static inline __attribute__((always_inline)) uint64_t dt_parent_tgid(uint64_t task)
{
	uint64_t parent = 0;
	int32_t tgid = 0;

	if (task == 0)
		return 0;
	if (bpf_probe_read_kernel(&parent, sizeof(parent),
				  (void *)(task + DT_CONST(TASK_REAL_PARENT))) < 0)
		return 0;
	if (bpf_probe_read_kernel(&tgid, sizeof(tgid),
				  (void *)(parent + DT_CONST(TASK_TGID))) < 0)
		return 0;
	return tgid;
}

#endif /* BPF_SUPPORT_H */
