/*
 * signal.d: the signal numbers of Linux (SIGHUP ... SIGRTMAX) and the
 * si_code values of SIGCHLD (CLD_EXITED ... CLD_CONTINUED), as D constants:
 *
 *	proc:::signal-send /args[2] == SIGKILL/ { ... }
 *	proc:::exit /args[0] == CLD_DUMPED/ { ... }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding").
 *
 * The values are the kernel's (uapi asm/signal.h of x86-64 and
 * asm-generic/siginfo.h), which is what probes see: SIGRTMIN is 32 here,
 * whereas glibc's SIGRTMIN is 34 because the C library keeps 32 and 33 for
 * itself.  SIGRTMAX is the kernel's _NSIG (64).  test/unit/dlibs/run.sh
 * checks the values against the installed uapi headers.
 */

inline int SIGHUP = 1;			/* hangup */
#pragma D binding "1.0" SIGHUP
inline int SIGINT = 2;			/* interrupt (rubout) */
#pragma D binding "1.0" SIGINT
inline int SIGQUIT = 3;			/* quit (ASCII FS) */
#pragma D binding "1.0" SIGQUIT
inline int SIGILL = 4;			/* illegal instruction */
#pragma D binding "1.0" SIGILL
inline int SIGTRAP = 5;			/* trace trap */
#pragma D binding "1.0" SIGTRAP
inline int SIGABRT = 6;			/* abort() */
#pragma D binding "1.0" SIGABRT
inline int SIGIOT = 6;			/* same as SIGABRT */
#pragma D binding "1.0" SIGIOT
inline int SIGBUS = 7;			/* bus error */
#pragma D binding "1.0" SIGBUS
inline int SIGFPE = 8;			/* floating point exception */
#pragma D binding "1.0" SIGFPE
inline int SIGKILL = 9;			/* kill (cannot be caught or ignored) */
#pragma D binding "1.0" SIGKILL
inline int SIGUSR1 = 10;		/* user defined signal 1 */
#pragma D binding "1.0" SIGUSR1
inline int SIGSEGV = 11;		/* segmentation violation */
#pragma D binding "1.0" SIGSEGV
inline int SIGUSR2 = 12;		/* user defined signal 2 */
#pragma D binding "1.0" SIGUSR2
inline int SIGPIPE = 13;		/* write on a pipe with no one to read it */
#pragma D binding "1.0" SIGPIPE
inline int SIGALRM = 14;		/* alarm clock */
#pragma D binding "1.0" SIGALRM
inline int SIGTERM = 15;		/* software termination signal */
#pragma D binding "1.0" SIGTERM
inline int SIGSTKFLT = 16;		/* coprocessor stack fault (unused) */
#pragma D binding "1.0" SIGSTKFLT
inline int SIGCHLD = 17;		/* child status change */
#pragma D binding "1.0" SIGCHLD
inline int SIGCLD = 17;			/* same as SIGCHLD (System V name) */
#pragma D binding "1.0" SIGCLD
inline int SIGCONT = 18;		/* stopped process has been continued */
#pragma D binding "1.0" SIGCONT
inline int SIGSTOP = 19;		/* stop (cannot be caught or ignored) */
#pragma D binding "1.0" SIGSTOP
inline int SIGTSTP = 20;		/* user stop requested from tty */
#pragma D binding "1.0" SIGTSTP
inline int SIGTTIN = 21;		/* background tty read attempted */
#pragma D binding "1.0" SIGTTIN
inline int SIGTTOU = 22;		/* background tty write attempted */
#pragma D binding "1.0" SIGTTOU
inline int SIGURG = 23;			/* urgent socket condition */
#pragma D binding "1.0" SIGURG
inline int SIGXCPU = 24;		/* exceeded cpu limit */
#pragma D binding "1.0" SIGXCPU
inline int SIGXFSZ = 25;		/* exceeded file size limit */
#pragma D binding "1.0" SIGXFSZ
inline int SIGVTALRM = 26;		/* virtual timer expired */
#pragma D binding "1.0" SIGVTALRM
inline int SIGPROF = 27;		/* profiling timer expired */
#pragma D binding "1.0" SIGPROF
inline int SIGWINCH = 28;		/* window size change */
#pragma D binding "1.0" SIGWINCH
inline int SIGIO = 29;			/* I/O now possible */
#pragma D binding "1.0" SIGIO
inline int SIGPOLL = 29;		/* same as SIGIO */
#pragma D binding "1.0" SIGPOLL
inline int SIGPWR = 30;			/* power failure */
#pragma D binding "1.0" SIGPWR
inline int SIGSYS = 31;			/* bad system call */
#pragma D binding "1.0" SIGSYS
inline int SIGUNUSED = 31;		/* same as SIGSYS */
#pragma D binding "1.0" SIGUNUSED
inline int SIGRTMIN = 32;		/* first real-time signal */
#pragma D binding "1.0" SIGRTMIN
inline int SIGRTMAX = 64;		/* last real-time signal */
#pragma D binding "1.0" SIGRTMAX

/* si_code of SIGCHLD; also args[0] of proc:::exit */
inline int CLD_EXITED = 1;		/* child has exited */
#pragma D binding "1.0" CLD_EXITED
inline int CLD_KILLED = 2;		/* child was killed */
#pragma D binding "1.0" CLD_KILLED
inline int CLD_DUMPED = 3;		/* child terminated abnormally (core) */
#pragma D binding "1.0" CLD_DUMPED
inline int CLD_TRAPPED = 4;		/* traced child has trapped */
#pragma D binding "1.0" CLD_TRAPPED
inline int CLD_STOPPED = 5;		/* child has stopped */
#pragma D binding "1.0" CLD_STOPPED
inline int CLD_CONTINUED = 6;		/* stopped child has continued */
#pragma D binding "1.0" CLD_CONTINUED
