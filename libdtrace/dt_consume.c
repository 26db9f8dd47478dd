/*
 * The consumer (DESIGN.md flow, step 8): reads the per-CPU perf ring buffers
 * and prints each record the way OUTPUT.md describes: the default probe line,
 * trace() values, printf() output, fault messages and drop reports.  Records
 * of one CPU are printed in the order they were written.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_unwind.h"
#include "dt_printf.h"
#include "dt_aggregate.h"
#include "dt_stack.h"
#include "dt_flow.h"
#include "dt_output.h"
#include "dt_print_type.h"
#include "dt_rawbytes.h"

/* Longest string datum the consumer formats (strsize is smaller). */
#define DT_CONSUME_STRMAX	8192

static const char *const dt_fault_names[] = {
	[DTRACEFLT_UNKNOWN] = "unknown fault",
	[DTRACEFLT_BADADDR] = "invalid address",
	[DTRACEFLT_BADALIGN] = "invalid alignment",
	[DTRACEFLT_ILLOP] = "illegal operation",
	[DTRACEFLT_DIVZERO] = "divide-by-zero",
	[DTRACEFLT_NOSCRATCH] = "out of scratch space",
	[DTRACEFLT_KPRIV] = "invalid kernel access",
	[DTRACEFLT_UPRIV] = "invalid user access",
	[DTRACEFLT_TUPOFLOW] = "tuple stack overflow",
	[DTRACEFLT_BADSTACK] = "bad stack",
	[DTRACEFLT_BADSIZE] = "invalid size",
	[DTRACEFLT_BADINDEX] = "index out of bounds",
	[DTRACEFLT_LIBRARY] = "library-level fault",
};

/* Under the test suite (_DTRACE_TESTING), whose outputs cannot depend on the CPU or probe ids. */
int dt_testing(void)
{
	static int t = -1;

	if (t < 0)
		t = getenv("_DTRACE_TESTING") != NULL;
	return t;
}

static const char *dt_probe_field(dtrace_hdl_t *dtp, uint32_t prid, int field)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, prid);

	if (prp == NULL)
		return "";
	switch (field) {
	case 1: return prp->pr_prov->pv_name;
	case 2: return prp->pr_mod;
	case 3: return prp->pr_func;
	default: return prp->pr_name;
	}
}

static void dt_print_fault(dtrace_hdl_t *dtp, const dt_rec_hdr_t *hdr, const void *data,
			   uint32_t size)
{
	dt_rec_fault_t fault, *f = &fault;
	char detail[64] = "", pc[48] = "", msg[160];

	if (size < sizeof(*hdr) + sizeof(fault))
		return;
	/* perf samples are only 4-byte aligned in the ring */
	memcpy(&fault, hdr + 1, sizeof(fault));
	switch (f->fault) {
	case DTRACEFLT_BADADDR:
	case DTRACEFLT_BADALIGN:
	case DTRACEFLT_BADSIZE:
	case DTRACEFLT_BADSTACK:
		if (f->addr != (uint64_t)-1)
			snprintf(detail, sizeof(detail), " (0x%" PRIx64 ")", f->addr);
		break;
	case DTRACEFLT_BADINDEX:
		snprintf(detail, sizeof(detail), " (%" PRId64 ")", (int64_t)f->addr);
		break;
	}
	if (f->pc >= 0)
		snprintf(pc, sizeof(pc), " at BPF pc %" PRId64, f->pc);
	snprintf(msg, sizeof(msg), "%s%s%s",
		 f->fault < sizeof(dt_fault_names) / sizeof(dt_fault_names[0]) ?
		 dt_fault_names[f->fault] : "unknown fault", detail, pc);
	dt_output_error(dtp, hdr->prid, f->clause, msg);
}

/* The value of an integer record, zero-extended. */
static uint64_t dt_rec_uint(const uint8_t *p, uint32_t size)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (size) {
	case 1: memcpy(&u8, p, 1); return u8;
	case 2: memcpy(&u16, p, 2); return u16;
	case 4: memcpy(&u32, p, 4); return u32;
	default: memcpy(&u64, p, 8); return u64;
	}
}

static int64_t dt_rec_sint(uint64_t v, uint32_t size)
{
	if (size >= 8)
		return (int64_t)v;
	if (v & (1ULL << (size * 8 - 1)))
		v |= ~((1ULL << (size * 8)) - 1);
	return (int64_t)v;
}

/* Does a printf record have string arguments? */
static int dt_rec_has_string(const dt_recdesc_t *rd)
{
	for (uint32_t i = 0; i < rd->rd_nargs; i++) {
		if (rd[1 + i].rd_flags & DT_RF_STRING)
			return 1;
	}
	return 0;
}

/* A string datum: a constant, a probe name field, or bytes bounded by the record. */
static const char *dt_rec_string(dtrace_hdl_t *dtp, const dt_recdesc_t *rd, uint32_t prid,
				 const uint8_t *data, char *buf, size_t len)
{
	size_t n;

	if (rd->rd_str != NULL)
		return rd->rd_str;
	if (rd->rd_pfield != 0)
		return dt_probe_field(dtp, prid, rd->rd_pfield);
	n = rd->rd_size < len - 1 ? rd->rd_size : len - 1;
	memcpy(buf, data + rd->rd_offset, n);
	buf[n] = '\0';
	return buf;
}

/* A value as a hex dump: bytes by value, or any value under -x rawbytes. */
static void dt_print_trace_bytes(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd,
				 uint32_t prid, const uint8_t *data)
{
	char buf[DT_CONSUME_STRMAX];
	const char *s;

	if (!(rd->rd_flags & DT_RF_STRING) || (rd->rd_str == NULL && rd->rd_pfield == 0)) {
		dt_print_rawbytes(fp, data + rd->rd_offset, rd->rd_size);
		return;
	}
	s = dt_rec_string(dtp, rd, prid, data, buf, sizeof(buf));
	dt_print_rawbytes(fp, s, strlen(s) + 1);	/* a constant: its bytes and NUL */
}

/* tracemem() (limited by its dynamic size) and print(). */
static void dt_print_memory(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd,
			    const uint8_t *data)
{
	const uint8_t *p = data + rd->rd_offset;
	uint64_t n = rd->rd_size, v;

	if (rd->rd_act == DT_ACT_PRINT) {
		memcpy(&v, p, 8);
		dt_print_type(dtp, fp, rd->rd_type, v, p + 8, n - 8);
		return;
	}
	if (rd->rd_flags & DT_RF_DSIZE) {
		memcpy(&v, p, 8);
		p += 8;
		n -= 8;
		if (v < n)
			n = v;
	}
	dt_print_rawbytes(fp, p, n);
}

static void dt_print_trace(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd, uint32_t prid,
			   const uint8_t *data, int quiet)
{
	static const int widths[2][9] = {
		{ 0, 3, 5, 0, 10, 0, 0, 0, 20 },	/* unsigned */
		{ 0, 3, 5, 0, 10, 0, 0, 0, 19 },	/* signed */
	};
	char buf[DT_CONSUME_STRMAX];
	uint64_t v;
	int sg = (rd->rd_flags & DT_RF_SIGNED) != 0;

	if ((rd->rd_flags & DT_RF_BYTES) || dt_opt(dtp, DT_OPT_RAWBYTES) > 0) {
		dt_print_trace_bytes(dtp, fp, rd, prid, data);
		return;
	}
	if (rd->rd_flags & DT_RF_STRING) {
		const char *s = dt_rec_string(dtp, rd, prid, data, buf, sizeof(buf));

		fprintf(fp, quiet ? "%s" : "  %-33s", s);
		return;
	}
	v = dt_rec_uint(data + rd->rd_offset, rd->rd_size);
	if (quiet) {
		if (sg)
			fprintf(fp, "%" PRId64, dt_rec_sint(v, rd->rd_size));
		else
			fprintf(fp, "%" PRIu64, v);
	} else if (sg) {
		fprintf(fp, " %*" PRId64, widths[1][rd->rd_size], dt_rec_sint(v, rd->rd_size));
	} else {
		fprintf(fp, " %*" PRIu64, widths[0][rd->rd_size], v);
	}
}

/* printf(): rd is the format record, followed by rd_nargs argument records. */
int dt_print_printf(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rd, uint32_t prid,
			   const uint8_t *data)
{
	uint32_t n = rd->rd_nargs;
	dt_pfvalue_t *vals = calloc(n + 1, sizeof(*vals));
	char (*bufs)[DT_CONSUME_STRMAX] = NULL;
	dt_stack_pfctx_t spc = { dtp, dtp->dt_target };
	dt_pfsym_t sym;
	int rc;

	for (uint32_t i = 0; vals != NULL && i < n; i++) {
		const dt_recdesc_t *a = rd + 1 + i;

		if (a->rd_act >= DT_ACT_STACK && a->rd_act <= DT_ACT_UADDR) {
			dt_stack_pfvalue(&spc, a->rd_act, data + a->rd_offset, a->rd_size, &vals[i]);
			continue;	/* %k, %a, %A: dt_stack.c */
		}
		if (a->rd_flags & DT_RF_STRING) {
			if (bufs == NULL && (bufs = calloc(n, sizeof(*bufs))) == NULL)
				break;
			vals[i].kind = DT_PF_STRING;
			vals[i].s = dt_rec_string(dtp, a, prid, data, bufs[i], sizeof(bufs[i]));
			vals[i].size = strlen(vals[i].s);
			continue;
		}
		if (a->rd_flags & DT_RF_BYTES) {
			/* only wchar_t arrays pass the checks as bytes (%ls) */
			vals[i].kind = DT_PF_WCHARARRAY;
			vals[i].s = (const char *)data + a->rd_offset;
			vals[i].size = a->rd_size;
			continue;
		}
		vals[i].kind = a->rd_flags & DT_RF_FLOAT ? DT_PF_FLOAT : DT_PF_INT;
		vals[i].size = a->rd_size;
		vals[i].is_signed = (a->rd_flags & DT_RF_SIGNED) != 0;
		vals[i].u = dt_rec_uint(data + a->rd_offset, a->rd_size);
	}
	if (vals == NULL || (bufs == NULL && n > 0 && dt_rec_has_string(rd))) {
		free(vals);
		return dt_set_errmsg(dtp, D_NONE, "out of memory formatting printf( ) output");
	}
	dt_stack_pfsym(&spc, &sym);
	rc = dt_printf_format(fp, rd->rd_fmt, vals, n, &sym);
	free(vals);
	free(bufs);
	if (rc != 0)
		return dt_set_errmsg(dtp, D_NONE, "failed to format printf( ) output");
	return 0;
}

static void dt_print_prefix(dtrace_hdl_t *dtp, FILE *fp, int cpu, uint32_t prid)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, prid);
	char fn[512];

	if (!dtp->dt_hdr_printed) {
		if (dt_testing())
			fprintf(fp, "%32s\n", "FUNCTION:NAME");
		else
			fprintf(fp, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
		dtp->dt_hdr_printed = 1;
	}
	snprintf(fn, sizeof(fn), "%s:%s", prp ? prp->pr_func : "", prp ? prp->pr_name : "");
	if (dt_testing())
		fprintf(fp, "%32s ", fn);
	else
		fprintf(fp, "%3d %6u %32s ", cpu, prid, fn);
}

/*
 * One action of a record, printed to *fpp (which freopen() changes).
 * Returns how many of the records after rd were its arguments.
 */
/* A record that could not be formatted: reported (dt_report), the rest is printed. */
static void dt_print_failed(dtrace_hdl_t *dtp, FILE *fp)
{
	fflush(fp);
	dt_report(dtp, DTRACE_REPORT_ERROR, "dtrace: %s", dtp->dt_errmsg);
}

static uint32_t dt_print_action(dtrace_hdl_t *dtp, FILE **fpp, const dt_rec_hdr_t *hdr,
				const dt_recdesc_t *rd, const uint8_t *data, int quiet)
{
	FILE *fp = *fpp;

	switch (rd->rd_act) {
	case DT_ACT_TRACE:
		dt_print_trace(dtp, fp, rd, hdr->prid, data, quiet);
		return 0;
	case DT_ACT_PRINTF:
		if (dt_print_printf(dtp, fp, rd, hdr->prid, data) != 0)
			dt_print_failed(dtp, fp);
		return rd->rd_nargs;
	case DT_ACT_TRACEMEM:
	case DT_ACT_PRINT:
		dt_print_memory(dtp, fp, rd, data);
		return 0;
	case DT_ACT_FREOPEN:
		if (dt_output_freopen(dtp, rd, hdr->prid, hdr->stid, data) != 0)
			dt_print_failed(dtp, fp);
		*fpp = dtp->dt_outfp;
		return rd->rd_nargs;
	case DT_ACT_SYSTEM:
		if (dt_output_system(dtp, rd, hdr->prid, hdr->stid, data) != 0)
			dt_print_failed(dtp, fp);
		*fpp = dtp->dt_outfp;
		return rd->rd_nargs;
	case DT_ACT_STACK:
	case DT_ACT_USTACK:
		dt_print_stack_datum(dtp, fp, rd->rd_act, data + rd->rd_offset, rd->rd_size);
		return 0;
	case DT_ACT_SYM:
	case DT_ACT_MOD:
	case DT_ACT_USYM:
	case DT_ACT_UMOD:
	case DT_ACT_UADDR:
		dt_print_sym_datum(dtp, fp, rd->rd_act, data + rd->rd_offset, rd->rd_size);
		return 0;
	case DT_ACT_PRINTA:
	case DT_ACT_CLEAR:
	case DT_ACT_TRUNC:
	case DT_ACT_NORMALIZE:
	case DT_ACT_DENORMALIZE:
	case DT_ACT_SETOPT:
		return dt_aggregate_rec(dtp, fp, rd, hdr->prid, hdr->stid, data);
	case DT_ACT_EXIT:
		/*
		 * The last exit() consumed decides the status (illumos), END's
		 * included: BEGIN { exit(1); } END { exit(0); } exits with 0.
		 */
		dtp->dt_exited = 1;
		dtp->dt_exitstatus = (int32_t)dt_rec_uint(data + rd->rd_offset, 4);
		return 0;
	default:
		return 0;
	}
}

static void dt_print_record(dtrace_hdl_t *dtp, int cpu, const dt_rec_hdr_t *hdr, uint32_t size)
{
	FILE *fp = dtp->dt_outfp;
	const uint8_t *data = (const uint8_t *)(hdr + 1);
	int quiet = dt_opt(dtp, DT_OPT_QUIET) > 0;
	dt_stmt_t *st;

	if (hdr->stid >= dtp->dt_nstmts)
		return;
	st = dtp->dt_stmts[hdr->stid];
	if (size < sizeof(*hdr) + st->st_size &&
	    !dt_unwind_short_ok(st, data, size - (uint32_t)sizeof(*hdr)))	/* dt_unwind.c */
		return;
	if (dt_opt(dtp, DT_OPT_FLOWINDENT) > 0)
		dt_flow_prefix(dtp, fp, cpu, hdr->prid, hdr->stid);
	else if (!quiet)
		dt_print_prefix(dtp, fp, cpu, hdr->prid);
	for (uint32_t i = 0; i < st->st_nrecs; i++)
		i += dt_print_action(dtp, &fp, hdr, &st->st_recs[i], data, quiet);
	if (!quiet)
		fputc('\n', fp);
}

static void dt_consume_sample(void *arg, int cpu, void *data, __u32 size)
{
	dtrace_hdl_t *dtp = arg;
	const dt_rec_hdr_t *hdr = data;

	if (size < sizeof(*hdr))
		return;
	if (hdr->stid == DT_STID_ERROR)
		dt_print_fault(dtp, hdr, data, size);
	else
		dt_print_record(dtp, cpu, hdr, size);
}

/* A ring reports its losses piecemeal: they are summed and reported per pass. */
static void dt_consume_lost(void *arg, int cpu, __u64 cnt)
{
	dtrace_hdl_t *dtp = arg;

	if (dtp->dt_drops != NULL && cpu >= 0 && cpu < dtp->dt_ncpus)
		dtp->dt_drops[cpu] += cnt;
}

/* Report the principal buffer drops of each CPU since the last report. */
void dt_consume_drops(dtrace_hdl_t *dtp)
{
	int tags = dt_opt(dtp, DT_OPT_DROPTAGS) > 0;

	for (int cpu = 0; dtp->dt_drops != NULL && cpu < dtp->dt_ncpus; cpu++) {
		unsigned long long n = dtp->dt_drops[cpu];

		if (n == 0)
			continue;
		dtp->dt_drops[cpu] = 0;
		dt_report(dtp, DTRACE_REPORT_DROP, "dtrace: %s%llu drop%s on CPU %d",
			tags ? "[DTRACEDROP_PRINCIPAL] " : "", n, n > 1 ? "s" : "", cpu);
	}
}

/* The records of the perf ring as libbpf's raw interface hands them over. */
static enum bpf_perf_event_ret dt_consume_event(void *arg, int cpu, struct perf_event_header *e)
{
	struct { struct perf_event_header h; uint32_t size; uint8_t data[]; } *smp = (void *)e;
	struct { struct perf_event_header h; uint64_t id, lost; } *lost = (void *)e;

	if (e->type == PERF_RECORD_SAMPLE)
		dt_consume_sample(arg, cpu, smp->data, smp->size);
	else if (e->type == PERF_RECORD_LOST)
		dt_consume_lost(arg, cpu, lost->lost);
	return LIBBPF_PERF_EVENT_CONT;
}

static void dt_consume_nothing(void *arg, int cpu, void *data, __u32 size)
{
}

/*
 * The per-CPU trace rings.  They wake the consumer when a quarter full, not
 * at every record: dtrace_sleep() reads them at switchrate (at most a second
 * apart) anyway, and exit() wakes it through the wakeup rings.
 */
static struct perf_buffer *dt_consume_rings(dtrace_hdl_t *dtp, size_t pages, size_t mark)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_BPF_OUTPUT,
		.sample_type = PERF_SAMPLE_RAW,
		.sample_period = 1,
		.watermark = 1,
		.wakeup_watermark = mark,
	};

	return perf_buffer__new_raw(dtp->dt_map_buffers, pages, &attr, dt_consume_event, dtp,
				    NULL);
}

int dt_consume_open(dtrace_hdl_t *dtp)
{
	long pgsz = sysconf(_SC_PAGESIZE);
	uint64_t bufsize = dt_opt(dtp, DT_OPT_BUFSIZE), pages = 1;

	if (bufsize == 0)	/* no room for any record, as DTrace sees it */
		return dt_set_errmsg(dtp, D_NONE, "Enabling exceeds size of buffer");
	while (pages * pgsz < bufsize)
		pages <<= 1;
	if (pages * pgsz != bufsize && dt_opt(dtp, DT_OPT_QUIETRESIZE) <= 0 && !dt_testing())
		dt_report(dtp, DTRACE_REPORT_INFO, "bufsize increased to %llu",
			  (unsigned long long)(pages * pgsz));
	dtp->dt_drops = calloc(dtp->dt_ncpus, sizeof(*dtp->dt_drops));
	dtp->dt_pb = dt_consume_rings(dtp, pages, pages * pgsz / 4);
	if (dtp->dt_pb != NULL)
		dtp->dt_pb_wakeup = perf_buffer__new(dtp->dt_map_wakeup, 1, dt_consume_nothing,
						     NULL, dtp, NULL);
	if (dtp->dt_pb == NULL || dtp->dt_pb_wakeup == NULL) {
		/* too large a -b: DTrace's words for it */
		if (errno == ENOMEM)
			return dt_set_errmsg(dtp, D_NONE, "Memory allocation failure");
		return dt_set_errmsg(dtp, D_NONE, "cannot set up the trace buffers: %s",
				     strerror(errno));
	}
	return 0;
}

void dt_consume_close(dtrace_hdl_t *dtp)
{
	perf_buffer__free(dtp->dt_pb);
	perf_buffer__free(dtp->dt_pb_wakeup);
	dtp->dt_pb = NULL;
	dtp->dt_pb_wakeup = NULL;
	free(dtp->dt_drops);
	dtp->dt_drops = NULL;
}

/* Consume the buffer of one CPU (buffers are created in CPU order). */
int dt_consume_cpu(dtrace_hdl_t *dtp, int cpu)
{
	if (dtp->dt_pb == NULL)
		return 0;
	if ((int)perf_buffer__buffer_cnt(dtp->dt_pb) != dtp->dt_ncpus || cpu < 0)
		return perf_buffer__consume(dtp->dt_pb);
	return perf_buffer__consume_buffer(dtp->dt_pb, cpu);
}

/* Consume every buffer, the one of last_cpu last (END's output comes last). */
int dt_consume_all(dtrace_hdl_t *dtp, int last_cpu)
{
	if (dtp->dt_pb == NULL)
		return 0;
	if ((int)perf_buffer__buffer_cnt(dtp->dt_pb) != dtp->dt_ncpus || last_cpu < 0) {
		perf_buffer__consume(dtp->dt_pb);
	} else {
		for (int cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
			if (cpu != last_cpu)
				perf_buffer__consume_buffer(dtp->dt_pb, cpu);
		}
		perf_buffer__consume_buffer(dtp->dt_pb, last_cpu);
	}
	dt_consume_drops(dtp);	/* the last pass's */
	return 0;
}
