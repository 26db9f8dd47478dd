/*
 * Function information for a linked program that takes a callback's address.
 *
 * The string subroutines loop with bpf_loop() (bpf/bpf_support.h, "Loops
 * over strings"), whose callback is a subprogram the program refers to with
 * a BPF_PSEUDO_FUNC ld_imm64.  The kernel accepts such a reference only if
 * the program comes with BTF function information saying that the callback
 * has static linkage ("missing btf func_info" otherwise).  dt_link() leaves
 * no BTF behind, so after linking, dt_link_funcinfo() finds the subprograms
 * as the verifier will (instruction 0, every BPF-to-BPF call target, every
 * function address taken) and describes each with one small BTF: a static
 * function of no declared arguments returning long.  Declaring no arguments
 * costs nothing: the verifier checks static functions' arguments itself.
 * Programs without callbacks are loaded as before, without BTF.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/btf.h>
#include "dt_link.h"

/* type 1: long; type 2: long (void); type 3: static dt_sub of type 2. */
static const char dt_fi_strs[] = "\0long\0dt_sub";

static int dt_fi_btf(char *err, size_t errlen)
{
	struct {
		struct btf_header hdr;
		struct btf_type lng;
		uint32_t lng_enc;
		struct btf_type proto;
		struct btf_type func;
		char strs[sizeof(dt_fi_strs)];
	} __attribute__((packed)) b;
	int fd;

	memset(&b, 0, sizeof(b));
	b.hdr.magic = BTF_MAGIC;
	b.hdr.version = BTF_VERSION;
	b.hdr.hdr_len = sizeof(b.hdr);
	b.hdr.type_off = 0;
	b.hdr.type_len = offsetof(typeof(b), strs) - sizeof(b.hdr);
	b.hdr.str_off = b.hdr.type_len;
	b.hdr.str_len = sizeof(dt_fi_strs);
	b.lng.name_off = 1;
	b.lng.info = BTF_KIND_INT << 24;
	b.lng.size = 8;
	b.lng_enc = BTF_INT_SIGNED << 24 | 64;
	b.proto.info = BTF_KIND_FUNC_PROTO << 24;
	b.proto.type = 1;
	b.func.name_off = 6;
	b.func.info = BTF_KIND_FUNC << 24 | BTF_FUNC_STATIC;
	b.func.type = 2;
	memcpy(b.strs, dt_fi_strs, sizeof(dt_fi_strs));
	fd = bpf_btf_load(&b, sizeof(b), NULL);
	if (fd < 0)
		snprintf(err, errlen, "cannot load the BTF of its functions: %s",
			 strerror(errno));
	return fd;
}

static int dt_fi_cmp(const void *a, const void *b)
{
	const struct bpf_func_info *x = a, *y = b;

	return x->insn_off < y->insn_off ? -1 : x->insn_off > y->insn_off;
}

/* The subprograms' first instructions, sorted, unique; the count or -1. */
static int dt_fi_starts(const dt_bpf_prog_t *p, struct bpf_func_info **recs,
			int *callbacks)
{
	struct bpf_func_info *r = malloc((p->bp_ninsns + 1) * sizeof(*r));
	uint32_t i, n = 0, k;

	*callbacks = 0;
	if (r == NULL)
		return -1;
	r[n++].insn_off = 0;
	for (i = 0; i < p->bp_ninsns; i++) {
		const struct bpf_insn *ip = &p->bp_insns[i];
		int64_t pc = (int64_t)i + ip->imm + 1;

		if (ip->code == (BPF_LD | BPF_DW | BPF_IMM)) {
			if (ip->src_reg == BPF_PSEUDO_FUNC && pc >= 0 &&
			    pc < (int64_t)p->bp_ninsns) {
				r[n++].insn_off = pc;
				*callbacks = 1;
			}
			i++;
		} else if (ip->code == (BPF_JMP | BPF_CALL) &&
			   ip->src_reg == BPF_PSEUDO_CALL && pc >= 0 &&
			   pc < (int64_t)p->bp_ninsns) {
			r[n++].insn_off = pc;
		}
	}
	qsort(r, n, sizeof(*r), dt_fi_cmp);
	for (i = k = 0; i < n; i++)
		if (k == 0 || r[i].insn_off != r[k - 1].insn_off)
			r[k++] = r[i];
	for (i = 0; i < k; i++)
		r[i].type_id = 3;
	*recs = r;
	return k;
}

int dt_link_funcinfo(const dt_bpf_prog_t *prog, dt_funcinfo_t *fi, char *err,
		     size_t errlen)
{
	int n, callbacks;

	memset(fi, 0, sizeof(*fi));
	fi->fi_btf_fd = -1;
	n = dt_fi_starts(prog, &fi->fi_recs, &callbacks);
	if (n < 0) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (!callbacks) {
		free(fi->fi_recs);
		fi->fi_recs = NULL;
		return 0;
	}
	if (libbpf_probe_bpf_helper(BPF_PROG_TYPE_RAW_TRACEPOINT, BPF_FUNC_loop,
				    NULL) == 0) {
		snprintf(err, errlen, "the kernel has no bpf_loop(), which string "
			 "comparisons and subroutines need (Linux 5.17 or later)");
		dt_funcinfo_free(fi);
		return -1;
	}
	fi->fi_btf_fd = dt_fi_btf(err, errlen);
	if (fi->fi_btf_fd < 0) {
		dt_funcinfo_free(fi);
		return -1;
	}
	fi->fi_cnt = n;
	return 0;
}

void dt_funcinfo_free(dt_funcinfo_t *fi)
{
	if (fi->fi_btf_fd >= 0)
		close(fi->fi_btf_fd);
	free(fi->fi_recs);
	memset(fi, 0, sizeof(*fi));
	fi->fi_btf_fd = -1;
}
