/*
 * dtrace.d: the fault codes that the dtrace:::ERROR probe reports in arg4,
 * as D constants, so that an ERROR clause can tell faults apart:
 *
 *	ERROR /arg4 == DTRACEFLT_BADADDR/ { printf("bad address %p", arg5); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding").
 *
 * The values must be those the BPF code stores (DTRACEFLT_* in
 * include/dt_bpf_shared.h); test/unit/dlibs/run.sh compares the two.
 */

inline int DTRACEFLT_UNKNOWN = 0;	/* unknown fault */
#pragma D binding "1.0" DTRACEFLT_UNKNOWN
inline int DTRACEFLT_BADADDR = 1;	/* bad address */
#pragma D binding "1.0" DTRACEFLT_BADADDR
inline int DTRACEFLT_BADALIGN = 2;	/* bad alignment */
#pragma D binding "1.0" DTRACEFLT_BADALIGN
inline int DTRACEFLT_ILLOP = 3;		/* illegal operation */
#pragma D binding "1.0" DTRACEFLT_ILLOP
inline int DTRACEFLT_DIVZERO = 4;	/* divide by zero */
#pragma D binding "1.0" DTRACEFLT_DIVZERO
inline int DTRACEFLT_NOSCRATCH = 5;	/* out of scratch space */
#pragma D binding "1.0" DTRACEFLT_NOSCRATCH
inline int DTRACEFLT_KPRIV = 6;		/* kernel privilege violation */
#pragma D binding "1.0" DTRACEFLT_KPRIV
inline int DTRACEFLT_UPRIV = 7;		/* user privilege violation */
#pragma D binding "1.0" DTRACEFLT_UPRIV
inline int DTRACEFLT_TUPOFLOW = 8;	/* tuple stack overflow */
#pragma D binding "1.0" DTRACEFLT_TUPOFLOW
inline int DTRACEFLT_BADSTACK = 9;	/* bad stack */
#pragma D binding "1.0" DTRACEFLT_BADSTACK
inline int DTRACEFLT_BADSIZE = 10;	/* bad size */
#pragma D binding "1.0" DTRACEFLT_BADSIZE
inline int DTRACEFLT_BADINDEX = 11;	/* index out of bounds */
#pragma D binding "1.0" DTRACEFLT_BADINDEX
inline int DTRACEFLT_LIBRARY = 12;	/* library-level fault */
#pragma D binding "1.0" DTRACEFLT_LIBRARY
