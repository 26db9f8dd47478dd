/*
 * io.d: block I/O and files as DTrace knows them from Solaris: bufinfo_t
 * (an I/O request), devinfo_t (the device) and fileinfo_t (the file),
 * the io provider's args[0], args[1] and args[2]; their translators from
 * the kernel's struct bio, and from struct file for fileinfo_t; fds[], the
 * current process's open files; the b_flags bits (B_READ ...):
 *
 *	io:::start { @[args[1]->dev_statname, args[0]->b_flags & B_READ ?
 *	    "R" : "W"] = sum(args[0]->b_bcount); }
 *	syscall::write:entry { @[fds[arg0].fi_pathname] = count(); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * Kernel data used, checked against the BTF of Linux 6.1 (Debian 12) and
 * 6.18, and by test/unit/dlibs/run.sh against the running kernel: every
 * B->... and F->... path below, and the kernel constants named by
 * "@btf-enum" (an operation is in the low 8 bits of bi_opf, writes are the
 * odd ones, flags are above).  Chosen to exist unchanged in 5.15 to 6.18:
 * bio.bi_bdev (5.12), block_device.bd_device (5.11); not bd_partno, which
 * 6.10 removed.  A kernel dev_t holds the major number above bit 20.
 * @btf-enum REQ_OP_WRITE 1
 * @btf-enum __REQ_SYNC 11
 */

/* b_flags (Solaris' values) */
inline int B_BUSY = 0x0001;		/* in use */
#pragma D binding "1.0" B_BUSY
inline int B_DONE = 0x0002;		/* completed */
#pragma D binding "1.0" B_DONE
inline int B_ERROR = 0x0004;		/* failed */
#pragma D binding "1.0" B_ERROR
inline int B_PAGEIO = 0x0010;		/* paging I/O */
#pragma D binding "1.0" B_PAGEIO
inline int B_PHYS = 0x0020;		/* physical (raw) I/O */
#pragma D binding "1.0" B_PHYS
inline int B_READ = 0x0040;		/* read from the device */
#pragma D binding "1.0" B_READ
inline int B_WRITE = 0x0100;		/* write to the device */
#pragma D binding "1.0" B_WRITE
inline int B_ASYNC = 0x0400;		/* nobody waits for it */
#pragma D binding "1.0" B_ASYNC

typedef struct bufinfo {
	int b_flags;		/* B_* */
	size_t b_bcount;	/* size in bytes */
	uintptr_t b_addr;	/* kernel buffer address: 0 (a bio has pages) */
	uint64_t b_lblkno;	/* block number, 512-byte sectors */
	uint64_t b_blkno;	/* same as b_lblkno */
	size_t b_resid;		/* bytes not transferred: 0 */
	size_t b_bufsize;	/* same as b_bcount */
	uintptr_t b_iodone;	/* completion function */
	int b_error;		/* the bio's blk_status_t (a BLK_STS_* code, not an errno) */
	uint32_t b_edev;	/* device, a kernel dev_t */
} bufinfo_t;

typedef struct devinfo {
	int dev_major;		/* major number */
	int dev_minor;		/* minor number */
	int dev_instance;	/* Solaris driver instance: 0 */
	string dev_name;	/* disk name (sda, nvme0n1) */
	string dev_statname;	/* disk or partition name, as iostat shows it (sda1) */
	string dev_pathname;	/* /dev/ path */
} devinfo_t;

typedef struct fileinfo {
	string fi_name;		/* file name, "<none>" if unknown */
	string fi_dirname;	/* its directory's path */
	string fi_pathname;	/* full path */
	int64_t fi_offset;	/* offset in the file, -1 if unknown */
	string fi_fs;		/* file system type */
	string fi_mount;	/* mount point: "<unknown>" (see below) */
	int fi_oflags;		/* open(2) flags (Linux O_* values) */
} fileinfo_t;

/*
 * The bio is translated as it is when submitted: drivers advance
 * bi_iter as they complete it, so at completion the size and sector may
 * have moved on.  B_ASYNC is a write without REQ_SYNC (Linux counts
 * every read as synchronous: someone waits for it).
 */
translator bufinfo_t < struct bio *B > {
	b_flags = ((B->bi_opf & 1) != 0 ? B_WRITE : B_READ) |
	    ((B->bi_opf & 1) != 0 && (B->bi_opf & (1 << 11)) == 0 ? B_ASYNC : 0) |
	    (B->bi_status != 0 ? B_ERROR : 0);
	b_bcount = B->bi_iter.bi_size;
	b_addr = 0;
	b_lblkno = B->bi_iter.bi_sector;
	b_blkno = B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B->bi_iter.bi_size;
	b_iodone = (uintptr_t)B->bi_end_io;
	b_error = B->bi_status;
	b_edev = B->bi_bdev->bd_dev;
};

translator devinfo_t < struct bio *B > {
	dev_major = getmajor(B->bi_bdev->bd_dev);
	dev_minor = getminor(B->bi_bdev->bd_dev);
	dev_instance = 0;
	dev_name = stringof(B->bi_bdev->bd_disk->disk_name);
	dev_statname = stringof(B->bi_bdev->bd_device.kobj.name);
	dev_pathname = strjoin("/dev/", stringof(B->bi_bdev->bd_device.kobj.name));
};

/*
 * A request (the io provider's native argument: block_rq_issue,
 * block_rq_complete), as it is when issued: the bios merged into it are
 * in __data_len.  At block_rq_complete it is still untouched (the
 * completion advances it after the tracepoint).  The partition it was
 * submitted to is rq->part (the disk itself for a whole-disk device).
 * b_error: the completion status is the tracepoint's, not the
 * request's: 0 (doc/compat.md).
 */
translator bufinfo_t < struct request *R > {
	b_flags = ((R->cmd_flags & 1) != 0 ? B_WRITE : B_READ) |
	    ((R->cmd_flags & 1) != 0 && (R->cmd_flags & (1 << 11)) == 0 ? B_ASYNC : 0);
	b_bcount = R->__data_len;
	b_addr = 0;
	b_lblkno = R->__sector;
	b_blkno = R->__sector;
	b_resid = 0;
	b_bufsize = R->__data_len;
	b_iodone = R->bio != NULL ? (uintptr_t)R->bio->bi_end_io : 0;
	b_error = 0;
	b_edev = R->part->bd_dev;
};

translator devinfo_t < struct request *R > {
	dev_major = getmajor(R->part->bd_dev);
	dev_minor = getminor(R->part->bd_dev);
	dev_instance = 0;
	dev_name = stringof(R->part->bd_disk->disk_name);
	dev_statname = stringof(R->part->bd_device.kobj.name);
	dev_pathname = strjoin("/dev/", stringof(R->part->bd_device.kobj.name));
};

/*
 * A partition or a whole disk (the io provider's args[1]: a request's
 * rq->part): iostat's name for it (vda, vda1, nvme0n1p1), the disk's
 * name (vda, nvme0n1).
 */
translator devinfo_t < struct block_device *P > {
	dev_major = getmajor(P->bd_dev);
	dev_minor = getminor(P->bd_dev);
	dev_instance = 0;
	dev_name = stringof(P->bd_disk->disk_name);
	dev_statname = stringof(P->bd_device.kobj.name);
	dev_pathname = strjoin("/dev/", stringof(P->bd_device.kobj.name));
};

/*
 * A file by its dentry (the io provider's args[2]: the file whose page
 * cache holds the request's first page, NULL for metadata and O_DIRECT
 * I/O).  The directory, the full path and the mount point would need the
 * mount (d_path() cannot run in a tracepoint's program): "<unknown>".
 */
translator fileinfo_t < struct dentry *D > {
	fi_name = D == NULL ? "<none>" : stringof(D->d_name.name);
	fi_dirname = D == NULL ? "<none>" : "<unknown>";
	fi_pathname = D == NULL ? "<none>" : "<unknown>";
	fi_offset = -1;
	fi_fs = D == NULL ? "<none>" : stringof(D->d_sb->s_type->name);
	fi_mount = D == NULL ? "<none>" : "<unknown>";
	fi_oflags = 0;
};

/* A bio does not say which file its pages belong to. */
translator fileinfo_t < struct bio *B > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = -1;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

/*
 * An open file (NULL: a closed descriptor).  The mount point's path
 * would need d_path() of a struct path built from the mount's parent and
 * mountpoint, which no expression can make: fi_mount is "<unknown>".
 */
translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" : stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" : dirname(d_path(&F->f_path));
	fi_pathname = F == NULL ? "<none>" : d_path(&F->f_path);
	fi_offset = F == NULL ? -1 : F->f_pos;
	fi_fs = F == NULL ? "<none>" : stringof(F->f_path.dentry->d_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" : "<unknown>";
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

/* fds[fd]: the current process's open file fd, as a fileinfo_t. */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);
#pragma D binding "1.0" fds
