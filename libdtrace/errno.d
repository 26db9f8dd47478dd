/*
 * errno.d: the error numbers of Linux as D constants (EPERM, ENOENT, ...),
 * for comparisons with the errno variable and with the return values of
 * system calls and kernel functions:
 *
 *	syscall::openat:return /errno == ENOENT/ { @[execname] = count(); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding").
 *
 * The values are those of the kernel's asm-generic/errno-base.h and
 * asm-generic/errno.h (the same on x86-64 and arm64), then glibc's extra
 * ENOTSUP, then the kernel-internal codes of include/linux/errno.h, which
 * user space never sees but kernel functions return.
 * test/unit/dlibs/run.sh checks them against the installed headers.
 */

inline int EPERM = 1;			/* Operation not permitted */
#pragma D binding "1.0" EPERM
inline int ENOENT = 2;			/* No such file or directory */
#pragma D binding "1.0" ENOENT
inline int ESRCH = 3;			/* No such process */
#pragma D binding "1.0" ESRCH
inline int EINTR = 4;			/* Interrupted system call */
#pragma D binding "1.0" EINTR
inline int EIO = 5;			/* I/O error */
#pragma D binding "1.0" EIO
inline int ENXIO = 6;			/* No such device or address */
#pragma D binding "1.0" ENXIO
inline int E2BIG = 7;			/* Argument list too long */
#pragma D binding "1.0" E2BIG
inline int ENOEXEC = 8;			/* Exec format error */
#pragma D binding "1.0" ENOEXEC
inline int EBADF = 9;			/* Bad file number */
#pragma D binding "1.0" EBADF
inline int ECHILD = 10;			/* No child processes */
#pragma D binding "1.0" ECHILD
inline int EAGAIN = 11;			/* Try again */
#pragma D binding "1.0" EAGAIN
inline int ENOMEM = 12;			/* Out of memory */
#pragma D binding "1.0" ENOMEM
inline int EACCES = 13;			/* Permission denied */
#pragma D binding "1.0" EACCES
inline int EFAULT = 14;			/* Bad address */
#pragma D binding "1.0" EFAULT
inline int ENOTBLK = 15;		/* Block device required */
#pragma D binding "1.0" ENOTBLK
inline int EBUSY = 16;			/* Device or resource busy */
#pragma D binding "1.0" EBUSY
inline int EEXIST = 17;			/* File exists */
#pragma D binding "1.0" EEXIST
inline int EXDEV = 18;			/* Cross-device link */
#pragma D binding "1.0" EXDEV
inline int ENODEV = 19;			/* No such device */
#pragma D binding "1.0" ENODEV
inline int ENOTDIR = 20;		/* Not a directory */
#pragma D binding "1.0" ENOTDIR
inline int EISDIR = 21;			/* Is a directory */
#pragma D binding "1.0" EISDIR
inline int EINVAL = 22;			/* Invalid argument */
#pragma D binding "1.0" EINVAL
inline int ENFILE = 23;			/* File table overflow */
#pragma D binding "1.0" ENFILE
inline int EMFILE = 24;			/* Too many open files */
#pragma D binding "1.0" EMFILE
inline int ENOTTY = 25;			/* Not a typewriter */
#pragma D binding "1.0" ENOTTY
inline int ETXTBSY = 26;		/* Text file busy */
#pragma D binding "1.0" ETXTBSY
inline int EFBIG = 27;			/* File too large */
#pragma D binding "1.0" EFBIG
inline int ENOSPC = 28;			/* No space left on device */
#pragma D binding "1.0" ENOSPC
inline int ESPIPE = 29;			/* Illegal seek */
#pragma D binding "1.0" ESPIPE
inline int EROFS = 30;			/* Read-only file system */
#pragma D binding "1.0" EROFS
inline int EMLINK = 31;			/* Too many links */
#pragma D binding "1.0" EMLINK
inline int EPIPE = 32;			/* Broken pipe */
#pragma D binding "1.0" EPIPE
inline int EDOM = 33;			/* Math argument out of domain of func */
#pragma D binding "1.0" EDOM
inline int ERANGE = 34;			/* Math result not representable */
#pragma D binding "1.0" ERANGE
inline int EDEADLK = 35;		/* Resource deadlock would occur */
#pragma D binding "1.0" EDEADLK
inline int ENAMETOOLONG = 36;		/* File name too long */
#pragma D binding "1.0" ENAMETOOLONG
inline int ENOLCK = 37;			/* No record locks available */
#pragma D binding "1.0" ENOLCK
inline int ENOSYS = 38;			/* Invalid system call number */
#pragma D binding "1.0" ENOSYS
inline int ENOTEMPTY = 39;		/* Directory not empty */
#pragma D binding "1.0" ENOTEMPTY
inline int ELOOP = 40;			/* Too many symbolic links encountered */
#pragma D binding "1.0" ELOOP
inline int EWOULDBLOCK = 11;		/* Operation would block */
#pragma D binding "1.0" EWOULDBLOCK
inline int ENOMSG = 42;			/* No message of desired type */
#pragma D binding "1.0" ENOMSG
inline int EIDRM = 43;			/* Identifier removed */
#pragma D binding "1.0" EIDRM
inline int ECHRNG = 44;			/* Channel number out of range */
#pragma D binding "1.0" ECHRNG
inline int EL2NSYNC = 45;		/* Level 2 not synchronized */
#pragma D binding "1.0" EL2NSYNC
inline int EL3HLT = 46;			/* Level 3 halted */
#pragma D binding "1.0" EL3HLT
inline int EL3RST = 47;			/* Level 3 reset */
#pragma D binding "1.0" EL3RST
inline int ELNRNG = 48;			/* Link number out of range */
#pragma D binding "1.0" ELNRNG
inline int EUNATCH = 49;		/* Protocol driver not attached */
#pragma D binding "1.0" EUNATCH
inline int ENOCSI = 50;			/* No CSI structure available */
#pragma D binding "1.0" ENOCSI
inline int EL2HLT = 51;			/* Level 2 halted */
#pragma D binding "1.0" EL2HLT
inline int EBADE = 52;			/* Invalid exchange */
#pragma D binding "1.0" EBADE
inline int EBADR = 53;			/* Invalid request descriptor */
#pragma D binding "1.0" EBADR
inline int EXFULL = 54;			/* Exchange full */
#pragma D binding "1.0" EXFULL
inline int ENOANO = 55;			/* No anode */
#pragma D binding "1.0" ENOANO
inline int EBADRQC = 56;		/* Invalid request code */
#pragma D binding "1.0" EBADRQC
inline int EBADSLT = 57;		/* Invalid slot */
#pragma D binding "1.0" EBADSLT
inline int EDEADLOCK = 35;		/* same as EDEADLK */
#pragma D binding "1.0" EDEADLOCK
inline int EBFONT = 59;			/* Bad font file format */
#pragma D binding "1.0" EBFONT
inline int ENOSTR = 60;			/* Device not a stream */
#pragma D binding "1.0" ENOSTR
inline int ENODATA = 61;		/* No data available */
#pragma D binding "1.0" ENODATA
inline int ETIME = 62;			/* Timer expired */
#pragma D binding "1.0" ETIME
inline int ENOSR = 63;			/* Out of streams resources */
#pragma D binding "1.0" ENOSR
inline int ENONET = 64;			/* Machine is not on the network */
#pragma D binding "1.0" ENONET
inline int ENOPKG = 65;			/* Package not installed */
#pragma D binding "1.0" ENOPKG
inline int EREMOTE = 66;		/* Object is remote */
#pragma D binding "1.0" EREMOTE
inline int ENOLINK = 67;		/* Link has been severed */
#pragma D binding "1.0" ENOLINK
inline int EADV = 68;			/* Advertise error */
#pragma D binding "1.0" EADV
inline int ESRMNT = 69;			/* Srmount error */
#pragma D binding "1.0" ESRMNT
inline int ECOMM = 70;			/* Communication error on send */
#pragma D binding "1.0" ECOMM
inline int EPROTO = 71;			/* Protocol error */
#pragma D binding "1.0" EPROTO
inline int EMULTIHOP = 72;		/* Multihop attempted */
#pragma D binding "1.0" EMULTIHOP
inline int EDOTDOT = 73;		/* RFS specific error */
#pragma D binding "1.0" EDOTDOT
inline int EBADMSG = 74;		/* Not a data message */
#pragma D binding "1.0" EBADMSG
inline int EOVERFLOW = 75;		/* Value too large for defined data type */
#pragma D binding "1.0" EOVERFLOW
inline int ENOTUNIQ = 76;		/* Name not unique on network */
#pragma D binding "1.0" ENOTUNIQ
inline int EBADFD = 77;			/* File descriptor in bad state */
#pragma D binding "1.0" EBADFD
inline int EREMCHG = 78;		/* Remote address changed */
#pragma D binding "1.0" EREMCHG
inline int ELIBACC = 79;		/* Can not access a needed shared library */
#pragma D binding "1.0" ELIBACC
inline int ELIBBAD = 80;		/* Accessing a corrupted shared library */
#pragma D binding "1.0" ELIBBAD
inline int ELIBSCN = 81;		/* .lib section in a.out corrupted */
#pragma D binding "1.0" ELIBSCN
inline int ELIBMAX = 82;		/* Attempting to link in too many shared libraries */
#pragma D binding "1.0" ELIBMAX
inline int ELIBEXEC = 83;		/* Cannot exec a shared library directly */
#pragma D binding "1.0" ELIBEXEC
inline int EILSEQ = 84;			/* Illegal byte sequence */
#pragma D binding "1.0" EILSEQ
inline int ERESTART = 85;		/* Interrupted system call should be restarted */
#pragma D binding "1.0" ERESTART
inline int ESTRPIPE = 86;		/* Streams pipe error */
#pragma D binding "1.0" ESTRPIPE
inline int EUSERS = 87;			/* Too many users */
#pragma D binding "1.0" EUSERS
inline int ENOTSOCK = 88;		/* Socket operation on non-socket */
#pragma D binding "1.0" ENOTSOCK
inline int EDESTADDRREQ = 89;		/* Destination address required */
#pragma D binding "1.0" EDESTADDRREQ
inline int EMSGSIZE = 90;		/* Message too long */
#pragma D binding "1.0" EMSGSIZE
inline int EPROTOTYPE = 91;		/* Protocol wrong type for socket */
#pragma D binding "1.0" EPROTOTYPE
inline int ENOPROTOOPT = 92;		/* Protocol not available */
#pragma D binding "1.0" ENOPROTOOPT
inline int EPROTONOSUPPORT = 93;	/* Protocol not supported */
#pragma D binding "1.0" EPROTONOSUPPORT
inline int ESOCKTNOSUPPORT = 94;	/* Socket type not supported */
#pragma D binding "1.0" ESOCKTNOSUPPORT
inline int EOPNOTSUPP = 95;		/* Operation not supported on transport endpoint */
#pragma D binding "1.0" EOPNOTSUPP
inline int EPFNOSUPPORT = 96;		/* Protocol family not supported */
#pragma D binding "1.0" EPFNOSUPPORT
inline int EAFNOSUPPORT = 97;		/* Address family not supported by protocol */
#pragma D binding "1.0" EAFNOSUPPORT
inline int EADDRINUSE = 98;		/* Address already in use */
#pragma D binding "1.0" EADDRINUSE
inline int EADDRNOTAVAIL = 99;		/* Cannot assign requested address */
#pragma D binding "1.0" EADDRNOTAVAIL
inline int ENETDOWN = 100;		/* Network is down */
#pragma D binding "1.0" ENETDOWN
inline int ENETUNREACH = 101;		/* Network is unreachable */
#pragma D binding "1.0" ENETUNREACH
inline int ENETRESET = 102;		/* Network dropped connection because of reset */
#pragma D binding "1.0" ENETRESET
inline int ECONNABORTED = 103;		/* Software caused connection abort */
#pragma D binding "1.0" ECONNABORTED
inline int ECONNRESET = 104;		/* Connection reset by peer */
#pragma D binding "1.0" ECONNRESET
inline int ENOBUFS = 105;		/* No buffer space available */
#pragma D binding "1.0" ENOBUFS
inline int EISCONN = 106;		/* Transport endpoint is already connected */
#pragma D binding "1.0" EISCONN
inline int ENOTCONN = 107;		/* Transport endpoint is not connected */
#pragma D binding "1.0" ENOTCONN
inline int ESHUTDOWN = 108;		/* Cannot send after transport endpoint shutdown */
#pragma D binding "1.0" ESHUTDOWN
inline int ETOOMANYREFS = 109;		/* Too many references: cannot splice */
#pragma D binding "1.0" ETOOMANYREFS
inline int ETIMEDOUT = 110;		/* Connection timed out */
#pragma D binding "1.0" ETIMEDOUT
inline int ECONNREFUSED = 111;		/* Connection refused */
#pragma D binding "1.0" ECONNREFUSED
inline int EHOSTDOWN = 112;		/* Host is down */
#pragma D binding "1.0" EHOSTDOWN
inline int EHOSTUNREACH = 113;		/* No route to host */
#pragma D binding "1.0" EHOSTUNREACH
inline int EALREADY = 114;		/* Operation already in progress */
#pragma D binding "1.0" EALREADY
inline int EINPROGRESS = 115;		/* Operation now in progress */
#pragma D binding "1.0" EINPROGRESS
inline int ESTALE = 116;		/* Stale file handle */
#pragma D binding "1.0" ESTALE
inline int EUCLEAN = 117;		/* Structure needs cleaning */
#pragma D binding "1.0" EUCLEAN
inline int ENOTNAM = 118;		/* Not a XENIX named type file */
#pragma D binding "1.0" ENOTNAM
inline int ENAVAIL = 119;		/* No XENIX semaphores available */
#pragma D binding "1.0" ENAVAIL
inline int EISNAM = 120;		/* Is a named type file */
#pragma D binding "1.0" EISNAM
inline int EREMOTEIO = 121;		/* Remote I/O error */
#pragma D binding "1.0" EREMOTEIO
inline int EDQUOT = 122;		/* Quota exceeded */
#pragma D binding "1.0" EDQUOT
inline int ENOMEDIUM = 123;		/* No medium found */
#pragma D binding "1.0" ENOMEDIUM
inline int EMEDIUMTYPE = 124;		/* Wrong medium type */
#pragma D binding "1.0" EMEDIUMTYPE
inline int ECANCELED = 125;		/* Operation Canceled */
#pragma D binding "1.0" ECANCELED
inline int ENOKEY = 126;		/* Required key not available */
#pragma D binding "1.0" ENOKEY
inline int EKEYEXPIRED = 127;		/* Key has expired */
#pragma D binding "1.0" EKEYEXPIRED
inline int EKEYREVOKED = 128;		/* Key has been revoked */
#pragma D binding "1.0" EKEYREVOKED
inline int EKEYREJECTED = 129;		/* Key was rejected by service */
#pragma D binding "1.0" EKEYREJECTED
inline int EOWNERDEAD = 130;		/* Owner died */
#pragma D binding "1.0" EOWNERDEAD
inline int ENOTRECOVERABLE = 131;	/* State not recoverable */
#pragma D binding "1.0" ENOTRECOVERABLE
inline int ERFKILL = 132;		/* Operation not possible due to RF-kill */
#pragma D binding "1.0" ERFKILL
inline int EHWPOISON = 133;		/* Memory page has hardware error */
#pragma D binding "1.0" EHWPOISON

/* glibc's name for EOPNOTSUPP (also the illumos name) */
inline int ENOTSUP = 95;		/* Operation not supported */
#pragma D binding "1.0" ENOTSUP

/*
 * Kernel-internal codes (include/linux/errno.h): returned by kernel
 * functions (fbt return probes) and seen in syscall return tracepoints
 * before they are turned into user-visible errors.  520 is unused.
 */
inline int ERESTARTSYS = 512;		/* restart the system call */
#pragma D binding "1.0" ERESTARTSYS
inline int ERESTARTNOINTR = 513;	/* restart, even after a handler */
#pragma D binding "1.0" ERESTARTNOINTR
inline int ERESTARTNOHAND = 514;	/* restart if there is no handler */
#pragma D binding "1.0" ERESTARTNOHAND
inline int ENOIOCTLCMD = 515;		/* No ioctl command */
#pragma D binding "1.0" ENOIOCTLCMD
inline int ERESTART_RESTARTBLOCK = 516;	/* restart by calling restart_syscall */
#pragma D binding "1.0" ERESTART_RESTARTBLOCK
inline int EPROBE_DEFER = 517;		/* Driver requests probe retry */
#pragma D binding "1.0" EPROBE_DEFER
inline int EOPENSTALE = 518;		/* open found a stale dentry */
#pragma D binding "1.0" EOPENSTALE
inline int ENOPARAM = 519;		/* Parameter not supported */
#pragma D binding "1.0" ENOPARAM
inline int EBADHANDLE = 521;		/* Illegal NFS file handle */
#pragma D binding "1.0" EBADHANDLE
inline int ENOTSYNC = 522;		/* Update synchronization mismatch */
#pragma D binding "1.0" ENOTSYNC
inline int EBADCOOKIE = 523;		/* Cookie is stale */
#pragma D binding "1.0" EBADCOOKIE
inline int ENOTSUPP = 524;		/* Operation is not supported */
#pragma D binding "1.0" ENOTSUPP
inline int ETOOSMALL = 525;		/* Buffer or request is too small */
#pragma D binding "1.0" ETOOSMALL
inline int ESERVERFAULT = 526;		/* An untranslatable error occurred */
#pragma D binding "1.0" ESERVERFAULT
inline int EBADTYPE = 527;		/* Type not supported by server */
#pragma D binding "1.0" EBADTYPE
inline int EJUKEBOX = 528;		/* Request will not complete before timeout */
#pragma D binding "1.0" EJUKEBOX
inline int EIOCBQUEUED = 529;		/* iocb queued, completion event follows */
#pragma D binding "1.0" EIOCBQUEUED
inline int ERECALLCONFLICT = 530;	/* conflict with recalled state */
#pragma D binding "1.0" ERECALLCONFLICT
inline int ENOGRACE = 531;		/* NFS file lock reclaim refused */
#pragma D binding "1.0" ENOGRACE
