/*
 * Opening and closing a handle: the library's state for one consumer, from
 * options through the probe catalogue to the loaded programs.  Closing
 * detaches every probe and frees everything, so nothing stays in the kernel.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_btf.h"
#include "dt_proc.h"
#include "dt_unwind.h"
#include "dt_syms.h"
#include "dt_aggregate.h"

#ifndef DTRACE_LIBDIR
#define DTRACE_LIBDIR "/usr/lib/dtrace"
#endif

/* $DTRACE_LIBDIR, else the running binary's directory if it holds the BPF object (build tree). */
static char *dt_default_libdir(void)
{
	const char *env = getenv("DTRACE_LIBDIR");
	char exe[PATH_MAX], obj[PATH_MAX + 32];
	ssize_t n;
	char *slash;

	if (env != NULL && *env != '\0')
		return strdup(env);
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash != NULL) {
			*slash = '\0';
			snprintf(obj, sizeof(obj), "%s/dtrace.bpf.o", exe);
			if (access(obj, R_OK) == 0)
				return strdup(exe);
		}
	}
	return strdup(DTRACE_LIBDIR);
}

/* Why the last dtrace_open() failed, for dtrace_errmsg(NULL). */
static char dt_open_errmsg[sizeof(((dtrace_hdl_t *)0)->dt_errmsg)];

/*
 * libbpf's own messages ("libbpf: failed to mmap perf buffer ...") are not
 * DTrace's words: every failure they describe comes back to libdtrace as an
 * error, reported in DTrace's form with its errno.
 */
static int dt_libbpf_quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	(void)level, (void)fmt, (void)ap;
	return 0;
}

dtrace_hdl_t *dtrace_open(int *errp)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));

	if (errp != NULL)
		*errp = 0;
	if (dtp == NULL) {
		if (errp != NULL)
			*errp = ENOMEM;
		snprintf(dt_open_errmsg, sizeof(dt_open_errmsg), "%s", strerror(ENOMEM));
		return NULL;
	}
	libbpf_set_print(dt_libbpf_quiet);
	dt_options_init(dtp);
	dtp->dt_map_mem = dtp->dt_map_state = dtp->dt_map_buffers = -1;
	dtp->dt_map_gvars = dtp->dt_map_strtab = dtp->dt_map_probes = -1;
	dtp->dt_map_sysmap = dtp->dt_map_cpuinfo = dtp->dt_map_wakeup = -1;
	dtp->dt_map_aggzero = dtp->dt_map_aggdrops = dtp->dt_map_stacks = -1;
	dtp->dt_aggdirect = UINT32_MAX;
	dtp->dt_map_uwprocs = dtp->dt_map_uwobjs = dtp->dt_map_uwchunks = dtp->dt_map_uwwant = -1;
	dtp->dt_outfp = stdout;
	dtp->dt_begin_cpu = dtp->dt_end_cpu = -1;
	dtp->dt_libdir = dt_default_libdir();
	if (dtp->dt_libdir == NULL || dt_types_init(dtp) != 0 || dt_ident_init(dtp) != 0 ||
	    dt_provider_init(dtp) != 0) {
		if (errp != NULL)
			*errp = EINVAL;
		snprintf(dt_open_errmsg, sizeof(dt_open_errmsg), "%s", dtp->dt_errmsg);
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

void dtrace_close(dtrace_hdl_t *dtp)
{
	if (dtp == NULL)
		return;
	dt_work_fini(dtp);
	dt_proc_fini(dtp);	/* probes detached: -c commands are killed now */
	dt_provider_fini(dtp);
	dt_programs_destroy(dtp);
	dt_aggregate_fini(dtp);
	dt_xlator_fini(dtp);
	dt_dlib_fini(dtp);
	dt_ident_fini(dtp);
	dt_types_fini(dtp);
	dt_ksyms_fini(dtp);
	dt_usyms_fini(dtp);
	dt_unwind_fini(dtp);
	free(dtp->dt_strtab);
	free(dtp->dt_strhash);
	free(dtp->dt_tracefs);
	free(dtp->dt_libdir);
	dt_cpp_fini(dtp);
	free(dtp);
}

const char *dt_open_error(void)
{
	return dt_open_errmsg;
}

int dtrace_set_libdir(dtrace_hdl_t *dtp, const char *dir)
{
	char *d = strdup(dir);

	if (d == NULL)
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	free(dtp->dt_libdir);
	dtp->dt_libdir = d;
	return 0;
}

void dtrace_set_target(dtrace_hdl_t *dtp, pid_t pid)
{
	dtp->dt_target = pid;
}
