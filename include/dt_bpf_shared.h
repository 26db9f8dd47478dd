/*
 * Structures shared by the BPF side (generated code and the support
 * functions in bpf/) and the user side (libdtrace).  Both include this file,
 * so that they agree on layouts by construction.
 *
 * Per-CPU scratch ("mem" map, one value per CPU: a per-CPU array's, or, when
 * larger than a per-CPU value may be (DT_MEM_PERCPU_MAX), the CPU's element
 * of an array):
 *
 *   +-------------------+  0
 *   | dt_mstate         |  machine state of the current probe firing
 *   +-------------------+  DT_MEM_BUF
 *   | output record     |  dt_rec_hdr + clause data, sent with perf output
 *   +-------------------+  DT_MEM_BUF + dt_mem_recsize() (libdtrace/dt_mem.c)
 *   | string scratch    |  temporary strings (strsize + 1 each)
 *   +-------------------+
 */
#ifndef DT_BPF_SHARED_H
#define DT_BPF_SHARED_H

#ifdef __bpf__
typedef unsigned int uint32_t;
typedef int int32_t;
typedef unsigned long long uint64_t;
typedef long long int64_t;
#else
#include <stdint.h>
#endif

/* Tracing activity, kept in the "state" map (key DT_STATE_ACTIVITY). */
#define DT_ACTIVITY_INACTIVE	0	/* before BEGIN has run: only BEGIN fires */
#define DT_ACTIVITY_ACTIVE	1	/* tracing */
#define DT_ACTIVITY_DRAINING	2	/* exit() seen: only END fires */
#define DT_ACTIVITY_STOPPED	3	/* after END */

/* Keys of the "state" array map (values are uint32_t). */
#define DT_STATE_ACTIVITY	0
#define DT_STATE_BEGIN_CPU	1	/* CPU on which BEGIN ran */
#define DT_STATE_END_CPU	2	/* CPU on which END ran */
#define DT_STATE_DBLERR		3	/* faults inside ERROR clauses */
#define DT_STATE_DYNDROPS	4	/* stores that found dynamic variable space full */
#define DT_STATE_NESTDROPS	5	/* firings dropped: they interrupted another on their CPU */
#define DT_STATE_NKEYS		6

/* Fault codes (DTRACEFLT_*), as D's constants. */
#define DTRACEFLT_UNKNOWN	0
#define DTRACEFLT_BADADDR	1
#define DTRACEFLT_BADALIGN	2
#define DTRACEFLT_ILLOP		3
#define DTRACEFLT_DIVZERO	4
#define DTRACEFLT_NOSCRATCH	5
#define DTRACEFLT_KPRIV		6
#define DTRACEFLT_UPRIV		7
#define DTRACEFLT_TUPOFLOW	8
#define DTRACEFLT_BADSTACK	9
#define DTRACEFLT_BADSIZE	10
#define DTRACEFLT_BADINDEX	11
#define DTRACEFLT_LIBRARY	12

/*
 * strtok()'s position (in "mem" at MEM_STRTOK, after its string, at the
 * next multiple of 8) when strtok(NULL, ...) has no string to go on in: set
 * by the trampoline as each firing starts and when a call finds no token.
 */
#define DT_STRTOK_NONE		0xffffffffffffffffULL

#define DT_MAX_ARGS		10

/*
 * The "sysmap" hash map: for syscall probes attached through raw_syscalls,
 * key DT_SYSMAP_KEY(group, syscall number, is_return) gives what the attach
 * cookie gives otherwise (probe id in the low 32 bits, provider bits above).
 */
#define DT_SYSMAP_KEY(g, nr, ret)	(((g) << 16) | ((nr) << 1) | (ret))
#define DT_SYSMAP_MAXNR		0x7fff
#define DT_SYSMAP_SIZE		8192

/*
 * Stacks in aggregation keys.  A stack()'s place in an aggregation's map key
 * holds a 64-bit stack id (ustack(): the pid, then the id); the map "stacks"
 * (hash, DT_STACK_MAXFRAMES words of PCs after a frame count) keeps the
 * frames of each id, and the consumer puts them back into the key
 * (dt_aggregate.c).  The map then hashes 8 or 16 bytes per event, not the
 * whole frame array (bpf/stackid.c).
 */
#define DT_STACK_MAXFRAMES	127	/* perf_event_max_stack's default */
#define DT_STACK_VALSIZE	(8 * (1 + DT_STACK_MAXFRAMES))
/*
 * Each CPU remembers ids it has found or put in "stacks", in
 * dt_mstate_t.stackids (direct-mapped by the id's low bits): a hot stack
 * then costs no lookup in "stacks".  Entries are never removed from
 * "stacks", so a remembered id stays valid.
 */
#define DT_STACK_CACHE		8

/*
 * A ustack() record the consumer unwinds with the objects' call-frame
 * information (libdtrace/dt_unwind.c, doc/ustack.md): this header, the
 * user registers as the kernel saved them at its entry (x86_64's struct
 * pt_regs, whose word indexes follow), then `nbytes` of the user stack
 * from the saved sp up (option ustackcopy).  Word 0 has DT_USTACK_RAW set,
 * which a frame-pointer ustack() datum (pid, then PCs) never has.  Later
 * ustack()s of the same clause (same thread, same moment) record only two
 * words: word 0 with DT_USTACK_REF set too, then DT_USTACK_REFWORD: where
 * the clause's first such record is, bytes back from this one, and its size.
 */
#define DT_USTACK_RAW		(1ULL << 63)
#define DT_USTACK_REF		(1ULL << 62)
#define DT_USTACK_REFWORD(back, size)	((uint64_t)(size) << 32 | (uint32_t)(back))
#define DT_USTACK_FRAMES(w0)	(((w0) >> 32) & 0xffff)	/* ustack(n)'s n */
#define DT_UREGS_N		21	/* words of x86_64's struct pt_regs */
#define DT_UREG_BP		4
#define DT_UREG_IP		16
#define DT_UREG_SP		19
#define DT_USTACK_COPYMAX	16384	/* most ustackcopy bytes a record holds */
typedef struct dt_ustack_raw {
	uint64_t pid_flags;	/* pid | frames << 32 | DT_USTACK_RAW */
	uint64_t nbytes;	/* stack bytes copied (a prefix of ustackcopy) */
	uint64_t regs[DT_UREGS_N];
} dt_ustack_raw_t;

/*
 * User stacks unwound in BPF, for ustack() as an aggregation key and for
 * ustackdepth (doc/ustack.md): bpf/uwind.c steps from frame to frame with
 * tables the consumer builds from each object's call-frame information
 * (libdtrace/dt_uwtab.c) and loads for each process (libdtrace/dt_uwproc.c).
 *
 * "uw_procs" (hash, pid -> dt_uw_proc_t): a process's executable mappings,
 * sorted by start, each with the object whose rows describe it.  The
 * identity words are the process's mm->start_stack and mm->end_code when
 * the consumer filled the entry (/proc/PID/stat); other values mean that
 * the process has exec'ed since.
 *
 * "uw_objs" (array, object id -> dt_uw_obj_t): an object's rows are
 * nchunks chunks of "uw_chunks" from `first`; pc[i] is the first address
 * of chunk i, so that a lookup is two binary searches in two map values.
 * Object id 0 is no object: its mappings are walked with frame pointers.
 *
 * "uw_chunks" (array, -> dt_uw_chunk_t): rows sorted by address (the
 * object's ELF virtual address, pc - bias), each valid from its address to
 * the next row's; unused slots of a last chunk have pc 0xffffffff.
 *
 * "uw_want" (hash, pid -> uint64_t 0): processes whose tables BPF missed
 * (none, identity changed, or a pc in no known mapping), inserted with
 * BPF_NOEXIST; the consumer fills them and deletes the key.  Meanwhile
 * their stacks are walked with frame pointers.
 */
/* Sizes the BPF searches halve: powers of two, by their log2. */
#define DT_UW_MAXMAPS_LG	6
#define DT_UW_CHUNK_LG		8
#define DT_UW_IDX_LG		11
#define DT_UW_MAXMAPS		(1 << DT_UW_MAXMAPS_LG)	/* executable mappings per process */
#define DT_UW_PROCS		1024	/* processes in "uw_procs" */
#define DT_UW_WANT		256	/* requests pending in "uw_want" */
#define DT_UW_CHUNK		(1 << DT_UW_CHUNK_LG)	/* rows per chunk */
#define DT_UW_CHUNKS		8192	/* chunks in "uw_chunks" (2M rows, 16 MiB) */
#define DT_UW_IDX		(1 << DT_UW_IDX_LG)	/* most chunks of one object (512K rows) */
#define DT_UW_OBJS		512	/* objects in "uw_objs" (id 0 unused) */

/* Row kinds: the low 3 bits of a row's info word. */
#define DT_UW_SP		0	/* CFA = sp + off */
#define DT_UW_BP		1	/* CFA = bp + off */
#define DT_UW_PLT		2	/* CFA = sp + 8 + ((pc & 15) >= off ? 8 : 0) */
#define DT_UW_END		3	/* outermost frame (return address undefined) */
#define DT_UW_NONE		4	/* no CFI here: frame pointers */
#define DT_UW_STOP		5	/* CFI this unwinder cannot follow: stop */
/*
 * info = kind | off << 3 | (bp_off / 8) << 24: off (21 bits) as above; the
 * caller's bp was saved at CFA + bp_off (a signed multiple of 8 within
 * +-1 KiB), 0 when bp is unchanged.  The return address is at CFA - 8.
 */
#define DT_UW_INFO(kind, off, bpoff)	((uint32_t)(kind) | (uint32_t)(off) << 3 | \
					 ((uint32_t)((bpoff) / 8) & 0xff) << 24)
#define DT_UW_KIND(info)	((info) & 7)
#define DT_UW_OFF(info)		(((info) >> 3) & 0x1fffff)
#define DT_UW_BPOFF(info)	(((int64_t)(int32_t)(info) >> 24) * 8)
#define DT_UW_OFFMAX		0x1fffff
#define DT_UW_PCNONE		0xffffffffu

typedef struct dt_uw_chunk {
	uint32_t pc[DT_UW_CHUNK];
	uint32_t info[DT_UW_CHUNK];
} dt_uw_chunk_t;

typedef struct dt_uw_obj {
	uint32_t nchunks;
	uint32_t first;			/* its first chunk in "uw_chunks" */
	uint32_t pc[DT_UW_IDX];		/* first address of each chunk */
} dt_uw_obj_t;

typedef struct dt_uw_map {
	uint64_t start, end;		/* [start, end) of an executable mapping */
	uint64_t bias;			/* pc - bias: the object's ELF address */
	uint32_t obj;			/* "uw_objs" id; 0: frame pointers */
	uint32_t reserved;
} dt_uw_map_t;

typedef struct dt_uw_proc {
	uint64_t start_stack;		/* mm->start_stack when filled */
	uint64_t end_code;		/* mm->end_code when filled */
	uint32_t nmaps;
	uint32_t reserved;
	dt_uw_map_t maps[DT_UW_MAXMAPS];
} dt_uw_proc_t;

/* Machine state, at offset 0 of the per-CPU scratch value. */
typedef struct dt_mstate {
	uint32_t prid;		/* probe id */
	uint32_t clid;		/* clause being run */
	uint32_t scratch_top;	/* string scratch in use */
	int32_t syserrno;	/* errno of syscall:::return */
	/*
	 * Kernel stack frames before the probe's caller: those of the BPF
	 * program and trampoline (fentry), or of the probed function itself
	 * (kprobe at its entry).  stack(), stackdepth and caller skip them.
	 * Every trampoline sets it (0 unless the provider's says otherwise).
	 */
	uint32_t kskip;
#define DT_KSKIP_NONE	0xffffffffu	/* no kernel stack at all (below) */
	/*
	 * 1 while a firing on this CPU uses this scratch value: a probe
	 * firing in an interrupt (io:::done in the disk's interrupt) while
	 * another program runs on the same CPU is dropped, rather than
	 * overwrite the argv[], strings and record the interrupted one is
	 * using (the kernel keeps one tp_btf/raw_tp program from nesting in
	 * itself, not in another), and counted (DT_STATE_NESTDROPS).
	 */
	uint32_t busy;
	uint64_t fault_addr;	/* address/value of the last fault */
	/*
	 * timestamp and vtimestamp, read once per clause (as DTrace does):
	 * 0 until the clause's first read, back to 0 at the clause's end.
	 */
	uint64_t tstamp;
	uint64_t vtstamp;
	/*
	 * The task (struct task_struct *) the firing is about, for clauses
	 * that can fire on a probe about another thread than the current one
	 * (sched:::on-cpu: the thread coming on): pid, tid, execname,
	 * curthread... read it there.  The trampoline fills it (the current
	 * task for ordinary probes) only when such a clause reads it.
	 */
	uint64_t about;
	int64_t argv[DT_MAX_ARGS];
	uint64_t stackids[DT_STACK_CACHE];	/* ids known to be in "stacks" (above) */
} dt_mstate_t;

/*
 * Every output record starts with this header.  stid is the clause (statement)
 * index in the program, or one of the special ids below.  The data laid out
 * after it is described by the clause's record descriptions.
 */
typedef struct dt_rec_hdr {
	uint32_t prid;
	uint32_t stid;
} dt_rec_hdr_t;

#define DT_STID_ERROR	0xffffffffu	/* a fault: dt_rec_fault follows */

typedef struct dt_rec_fault {
	uint32_t clause;	/* faulting clause */
	uint32_t fault;		/* DTRACEFLT_* */
	uint64_t addr;		/* address or value */
	int64_t pc;		/* BPF instruction offset, -1 if unknown */
} dt_rec_fault_t;

/* Offset of the output record in the scratch value. */
#define DT_MEM_BUF		((uint32_t)sizeof(dt_mstate_t))
#define DT_MEM_PERCPU_MAX	32768	/* the kernel's largest per-CPU value */

#endif /* DT_BPF_SHARED_H */
