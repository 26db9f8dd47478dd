/*
 * sched.d: CPUs.  cpuinfo_t is what the built-in variable curcpu points to
 * and what the sched provider's enqueue and dequeue probes pass as
 * args[2]; cpu, pset, chip and lgrp are the current CPU's ids:
 *
 *	profile-997 { @[cpu] = count(); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * Linux has no processor sets or locality groups: curcpu's cpu_pset is -1
 * (PS_NONE, "in no set") and cpu_lgrp 0 (the root group, which holds
 * every CPU); cpu_chip is the physical package.  The built-in curcpu fills
 * them in; nothing here reads kernel memory.
 */

typedef int processorid_t;	/* CPU number, as in smp_processor_id() */
typedef int psetid_t;		/* processor set, -1 for none */
typedef int chipid_t;		/* physical package (socket) */
typedef int lgrp_id_t;		/* locality group */
typedef short pri_t;		/* a priority (sched:::change-pri's args[2]) */

typedef struct cpuinfo {
	processorid_t cpu_id;	/* CPU number */
	psetid_t cpu_pset;	/* processor set (-1: none on Linux) */
	chipid_t cpu_chip;	/* physical package */
	lgrp_id_t cpu_lgrp;	/* locality group (0 on Linux) */
} cpuinfo_t;

inline processorid_t cpu = curcpu->cpu_id;
#pragma D binding "1.0" cpu
inline psetid_t pset = curcpu->cpu_pset;
#pragma D binding "1.0" pset
inline chipid_t chip = curcpu->cpu_chip;
#pragma D binding "1.0" chip
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
#pragma D binding "1.0" lgrp
