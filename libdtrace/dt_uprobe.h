/*
 * The uprobe attachment layer shared by the providers whose probes are
 * places in user objects: pid (dt_prov_pid.c) and USDT.  A provider says
 * where each probe is (a dt_uprobe_site_t) and this layer loads, attaches,
 * detaches and starts the trampoline the same way for all of them.
 *
 * How a provider uses it:
 *
 *   - each probe's pr_priv points to the provider's own struct, whose FIRST
 *     member is a dt_uprobe_site_t (so that pr_priv is a site too):
 *
 *         typedef struct usdt_probe {
 *                 dt_uprobe_site_t up_site;   // object, pid, kind, places
 *                 ...                         // the provider's own
 *         } usdt_probe_t;
 *
 *     made with dt_uprobe_site_init(), given its places (file offset,
 *     semaphore offset, cookie half) with dt_uprobe_site_add(), and freed
 *     with dt_uprobe_site_fini() (from the provider's probe_destroy); set
 *     us_optional on the sites of a process a glob found (python*:::), so
 *     that its exit before attachment leaves it out instead of failing;
 *   - progspec:  dt_uprobe_progspec(dtp, site, share, ps), share being the
 *     provider's own bits (probes whose trampolines differ must differ in
 *     share: pid keeps entry and return apart);
 *   - trampoline: dt_uprobe_tramp_prid(tr) first (probe id, and the check
 *     that the firing thread belongs to the site's process), then the
 *     arguments: dt_tramp_args() reads DT_ARGLOC_REG (a struct pt_regs
 *     member of the user registers, which is the uprobe context) and
 *     DT_ARGLOC_USTACK (a u64 at an offset above the user stack pointer)
 *     descriptors; dt_uprobe_regoff() gives the pt_regs offset of an
 *     argument register or of the return value register.  USDT decodes its
 *     notes' argument specs into such descriptors; a memory operand of a
 *     note (8@-4(%rbp)) needs its own code after dt_uprobe_tramp_prid();
 *   - attach_group = dt_uprobe_attach_group, attach = dt_uprobe_attach,
 *     detach = dt_detach_fds.
 *
 * Attachment: where the kernel has the uprobe_multi link (Linux 6.6), one
 * link per (object, process, kind) serves every probe of a group: its
 * probe ids are the cookies, its semaphores the ref_ctr_offsets, and the
 * kernel increments a semaphore while a probe on it is attached and
 * decrements it when the link goes (also when dtrace is killed).  Without
 * it (Debian 12's 6.1) each probe is a perf event of the kernel's uprobe
 * PMU (the semaphore's offset in the upper half of the config, as the PMU's
 * format/ref_ctr_offset says), bound to the process, linked to the program
 * with the probe id as cookie.  Either way only file descriptors: nothing
 * outlives dtrace.
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

typedef enum dt_uprobe_kind {
	DT_UPROBE_AT,		/* fires when the instruction at ul_off is about to run */
	DT_UPROBE_RET,		/* uretprobe: fires when the function at ul_off returns */
} dt_uprobe_kind_t;

/*
 * One place of a probe: a probe may have several (pid's return probe, at
 * each returning instruction of its function; a USDT probe whose notes
 * are in several places).  Each fires the probe.
 */
typedef struct dt_uprobe_loc {
	uint64_t ul_off;	/* file offset of the instruction (of the function for RET) */
	uint64_t ul_refctr;	/* file offset of the semaphore (USDT is-enabled), or 0 */
	uint32_t ul_cookie_hi;	/* the provider's half of the attach cookie at this place
				   (pid: the returning instruction's offset); the low half
				   is the probe id */
	uint8_t ul_refused;	/* the kernel would refuse it (dt_uprobe_refuses): left
				   out with the others it refuses, without asking it */
} dt_uprobe_loc_t;

typedef struct dt_uprobe_site {
	char *us_path;		/* the object, a path the kernel can open; malloc'd */
	dt_uprobe_loc_t *us_locs;	/* malloc'd */
	uint32_t us_nlocs;
	pid_t us_pid;		/* fires only in this process (all its threads); 0: any */
	uint8_t us_kind;	/* dt_uprobe_kind_t */
	uint8_t us_optional;	/* the process was found by a glob (python*:::): if it
				   exits before its probes are attached, it is left out
				   with a line saying so, not an error */
} dt_uprobe_site_t;

/* Fill a site (path copied) with no place yet; 0 or -1 + message. */
extern int dt_uprobe_site_init(dtrace_hdl_t *, dt_uprobe_site_t *, const char *path, pid_t pid,
			       dt_uprobe_kind_t kind);
/* Add a place; 0 or -1 + message. */
extern int dt_uprobe_site_add(dtrace_hdl_t *, dt_uprobe_site_t *, uint64_t off, uint64_t refctr,
			      uint32_t cookie_hi);
extern void dt_uprobe_site_fini(dt_uprobe_site_t *);

/*
 * Would the kernel refuse a uprobe on the instruction starting at insn
 * (len bytes readable)?  x86: lock-prefixed ones, CS/DS/ES/SS overrides,
 * int3... (dt_insn_uprobe_ok()).  A uprobe_multi link
 * fails whole for one refused place, and finding it by halving costs
 * seconds over libc, so providers mark such places (ul_refused) first.
 */
extern int dt_uprobe_refuses(const uint8_t *insn, size_t len);

/* Does this kernel have the uprobe_multi link?  (Asked of it once.) */
extern int dt_uprobe_multi(dtrace_hdl_t *);

/* Linux 6.6's UAPI values, newer than the system's headers may be. */
#define DT_BPF_TRACE_UPROBE_MULTI	48
#define DT_BPF_F_UPROBE_MULTI_RETURN	1

/*
 * BPF_LINK_CREATE of a uprobe_multi link: cnt offsets of path (with their
 * semaphores' offsets and cookies, each array NULL for zeroes), flags
 * DT_BPF_F_UPROBE_MULTI_RETURN for uretprobes, pid 0 for every process.
 * The link's fd, or -1 with errno set.
 */
extern int dt_uprobe_multi_link(int prog_fd, const char *path, const uint64_t *offs,
				const uint64_t *refctrs, const uint64_t *cookies, uint32_t cnt,
				uint32_t flags, pid_t pid);

/*
 * How the program of a probe at site is loaded: a kprobe-type program,
 * with expected attach type BPF_TRACE_UPROBE_MULTI where the kernel has
 * the link.  Probes share a program only if their processes and share
 * (the provider's) are equal: the process is a constant of the program.
 */
extern int dt_uprobe_progspec(dtrace_hdl_t *, const dt_uprobe_site_t *, uint32_t share,
			      dt_progspec_t *);

/*
 * The trampoline's start: mstate->prid (a constant for one probe, else
 * from the cookie, whose whole value is then left in r0: its high half is
 * ul_cookie_hi), after dropping a firing in another process than the
 * sites' (a child forked by the traced process: illumos' semantics).
 * Returns 1 if r0 holds the cookie, 0 if not (one probe at one place: use
 * its ul_cookie_hi as a constant).
 */
extern int dt_uprobe_tramp_prid(dt_tramp_t *);

/*
 * Fill the argv[] slots the clauses read as a function's arguments by the
 * C calling convention: the argument registers, then the stack slots
 * above the return address (the pid provider's entry probes; what they
 * are elsewhere in a function is whatever those places hold).
 */
extern void dt_uprobe_tramp_callargs(dt_tramp_t *);

/* The byte offset in the uprobe context (struct pt_regs) of argument
   register i of the C calling convention (-1 past them), and of the
   return value register (i = -1). */
extern int dt_uprobe_regoff(int i);
/* How many arguments the calling convention passes in registers. */
extern int dt_uprobe_nregargs(void);
/* The offset above the stack pointer of stack argument k (0: the first), at entry. */
extern int dt_uprobe_stackoff(int k);

/*
 * Link prog_fd to a uprobe at file offset off of path in process pid (a
 * perf event of the uprobe PMU: where there is no uprobe_multi link).
 * The link's fd, or -1 with errno set.
 */
extern int dt_uprobe_perf_link(dtrace_hdl_t *, int prog_fd, const char *path, uint64_t off,
			       pid_t pid);

/* Attach a group's program (equal progspecs) to every probe of the group. */
extern int dt_uprobe_attach_group(dtrace_hdl_t *, dt_probe_t **, uint32_t n, uint32_t gid,
				  int prog_fd);
extern int dt_uprobe_attach(dtrace_hdl_t *, dt_probe_t *, int prog_fd);

#endif /* DT_UPROBE_H */
