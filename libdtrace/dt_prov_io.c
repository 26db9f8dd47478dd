/*
 * The io provider: DTrace's stable probes of block device I/O (start,
 * done), as a table of the stable layer (dt_prov_stable.h).  Arguments as
 * illumos documents them (STABLE-PROVIDERS.md §4): args[0] bufinfo_t *,
 * args[1] devinfo_t *, args[2] fileinfo_t *, through io.d's translators
 * from the request (arg0), its partition (arg1, struct block_device *)
 * and the dentry of its file (arg2, NULL if none).
 *
 * The unit is the request, as iostat counts them: a request gathers the
 * bios merged into it, and start and done see the same request (arg0),
 * size and sector, so start's b_bcount sums what done's does.
 * - start: block_rq_issue, the request handed to the driver, with its
 *   final size.  It fires in the thread that dispatches it: the issuing
 *   one when the request goes straight to the driver (the common case),
 *   a kblockd worker when the queue was busy or the scheduler holds it
 *   (a requeued request is issued, and seen, again).  block_io_start
 *   fires in the issuing thread always, but before later bios merge into
 *   the request: its size would undercount.
 * - done: block_rq_complete, at completion before the completion
 *   processing (illumos: B_DONE not yet set), usually in interrupt
 *   context; a partial completion (a driver completing part of a request)
 *   fires it for each part.
 * Only reads and writes of some data (the operation in cmd_flags' low 8
 * bits, __data_len): not cache flushes (an fsync of a block device is an
 * empty write with REQ_PREFLUSH, completed but never issued), discards
 * or the drivers' own commands, which move no file data (illumos' io
 * probes see bufs only).
 *
 * wait-start and wait-done: no tracepoint marks a thread waiting for an
 * I/O; they are fentry and fexit on submit_bio_wait(), where a thread
 * submits a bio and waits for it (O_DIRECT I/O of a block device,
 * zeroing without write-zeroes, some file systems' metadata), args from
 * the bio; test/vm/run's scratch disk has such I/O (io/tst.wait.sh).  The waits
 * of page cache I/O (folio locks, writeback bits) and of the file
 * systems' O_DIRECT (iomap) see no bio: no wait probe (README's not-yet).
 * wait-start fires before the bio is submitted (before its start).
 */
#include "dt_impl.h"
#include "dt_prov_stable.h"

#define REQ_OP_BITS	0xff	/* blk_opf_t: the operation in the low 8 bits */
#define REQ_OP_READ	0
#define REQ_OP_WRITE	1

#define SLOT(n)			{ DT_STV_SLOT, (n), NULL, NULL }
#define SLOTP(n, path)		{ DT_STV_SLOT, (n), (path), NULL }
#define HOOKP(f, path)		{ DT_STV_HOOK, 0, (path), (f) }

/* The operation of a request or bio: (opf at path from slot 0) & REQ_OP_BITS */
static int dt_io_op(dt_stctx_t *c, const dt_stval_t *v)
{
	const dt_stval_t flags = SLOTP(0, v->sv_path);

	if (dt_stable_emit_val(c, &flags) != 0)
		return -1;
	/* r0 &= REQ_OP_BITS */
	dt_emit(c->sc_prog, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, REQ_OP_BITS));
	return 0;
}

#define S_IFMT_BITS	0170000
#define S_IFBLK_BITS	0060000

/*
 * args[2]'s native value: the dentry of the file whose page cache holds
 * the request's first page, or NULL (io.d's fileinfo_t from a dentry).
 * The page's mapping (its head's, for a large folio's tail page), unless
 * an anonymous page's (bit 0: O_DIRECT I/O from user memory); its host
 * inode, unless a block device's own (metadata in the device's cache);
 * the inode's first dentry (i_dentry links the dentries' d_u.d_alias).
 * v's path leads from slot 0 to the first bio_vec (a request's
 * "bio->bi_io_vec", a bio's "bi_io_vec").
 */
static int dt_io_dentry(dt_stctx_t *c, const dt_stval_t *v)
{
	const dt_stval_t vec = SLOTP(0, v->sv_path);
	dt_bpf_prog_t *dp = c->sc_prog;
	int none = dt_label_new(dp), head = dt_label_new(dp), done = dt_label_new(dp);
	int32_t alias;

	if (dt_stable_offsetof(c, "dentry", "d_u.d_alias.next", &alias) != 0 ||
	    dt_stable_emit_val(c, &vec) != 0)
		return -1;
	/* if (vec == NULL) goto none; r9 = vec->bv_page; if (r9 == NULL) goto none */
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	if (dt_stable_emit_member(c, "bio_vec", "bv_page") != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	/* r0 = page->compound_head; if (r0 & 1) r9 = r0 - 1 (the head page) */
	if (dt_stable_emit_member(c, "page", "compound_head") != 0)
		return -1;
	dt_emit_jmp(dp, BPF_INSN(BPF_JMP | BPF_JSET | BPF_K, BPF_REG_0, 0, 0, 1), head);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_0, BPF_REG_9));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	dt_label_place(dp, head);
	dt_emit(dp, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	/* r0 = head->mapping; if (r0 == NULL || (r0 & 1)) goto none */
	if (dt_stable_emit_member(c, "page", "mapping") != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	dt_emit_jmp(dp, BPF_INSN(BPF_JMP | BPF_JSET | BPF_K, BPF_REG_0, 0, 0, 1), none);
	/* r9 = mapping->host; if (r9 == NULL) goto none */
	if (dt_stable_emit_member(c, "address_space", "host") != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	/* if ((inode->i_mode & S_IFMT) == S_IFBLK) goto none */
	if (dt_stable_emit_member(c, "inode", "i_mode") != 0)
		return -1;
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, S_IFMT_BITS));
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, S_IFBLK_BITS, 0), none);
	/* r0 = inode->i_dentry.first; if (r0 == NULL) goto none; r0 -= offsetof(d_u.d_alias) */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_0, BPF_REG_9));
	if (dt_stable_emit_member(c, "inode", "i_dentry.first") != 0)
		return -1;
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	dt_emit(dp, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, alias));
	dt_emit_jmp(dp, BPF_GOTO(0), done);
	dt_label_place(dp, none);
	/* r0 = NULL */
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_0, 0));
	dt_label_place(dp, done);
	return 0;
}

/* a read or a write of some data (an empty write is a cache flush) */
#define DT_IO_DATA							\
	{ .sc_op = DT_STC_IN, .sc_val = HOOKP(dt_io_op, "cmd_flags"), .sc_nk = 2, \
	  .sc_k = { REQ_OP_READ, REQ_OP_WRITE } },			\
	{ .sc_op = DT_STC_NE, .sc_val = SLOTP(0, "__data_len"), .sc_k = { 0 } }

/*
 * args[0..2]: the request as bufinfo_t; the partition (or whole disk) it
 * was submitted to, rq->part, as devinfo_t (a load in the trampoline: one
 * pointer less for the clauses to follow); its file as fileinfo_t
 */
#define DT_IO_ARGS							\
	{ SLOT(0), NULL, "bufinfo_t *" },				\
	{ SLOTP(0, "part"), "struct block_device *", "devinfo_t *" },	\
	{ HOOKP(dt_io_dentry, "bio->bi_io_vec"), "struct dentry *", "fileinfo_t *" }

/*
 * A bio a thread submits and waits for with submit_bio_wait(): a read or
 * a write with data (a flush's empty bio has no bio_vec), at its entry and
 * its return (the size is 0 by then: the completion advanced the bio)
 */
#define DT_IO_WAIT_DATA							\
	{ .sc_op = DT_STC_IN, .sc_val = HOOKP(dt_io_op, "bi_opf"), .sc_nk = 2, \
	  .sc_k = { REQ_OP_READ, REQ_OP_WRITE } },			\
	{ .sc_op = DT_STC_NE, .sc_val = SLOTP(0, "bi_io_vec"), .sc_k = { 0 } }

/* args[0..2] of a bio */
#define DT_IO_BIO_ARGS							\
	{ SLOT(0), NULL, "bufinfo_t *" },				\
	{ SLOTP(0, "bi_bdev"), "struct block_device *", "devinfo_t *" },	\
	{ HOOKP(dt_io_dentry, "bi_io_vec"), "struct dentry *", "fileinfo_t *" }

static const dt_stprobe_t dt_io_probes[] = {
	{ "done", "block", "block_rq_complete",
	  .sp_conds = { DT_IO_DATA },
	  .sp_args = { DT_IO_ARGS } },
	{ "start", "block", "block_rq_issue",
	  .sp_conds = { DT_IO_DATA },
	  .sp_args = { DT_IO_ARGS } },
	{ "wait-done", NULL, NULL, .sp_func = "submit_bio_wait", .sp_return = 1,
	  .sp_conds = { DT_IO_WAIT_DATA },
	  .sp_args = { DT_IO_BIO_ARGS } },
	{ "wait-start", NULL, NULL, .sp_func = "submit_bio_wait",
	  .sp_conds = { DT_IO_WAIT_DATA },
	  .sp_args = { DT_IO_BIO_ARGS } },
};

static const dt_stprov_t dt_io_table = {
	.st_mod = "vmlinux",
	.st_probes = dt_io_probes,
	.st_nprobes = sizeof(dt_io_probes) / sizeof(dt_io_probes[0]),
};

const dt_provimpl_t dt_prov_io = DT_STABLE_PROVIDER("io", &dt_io_table);
