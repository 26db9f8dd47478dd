/*
 * The C preprocessor (-C, DESIGN.md flow step 1).  The program text goes
 * through the system's cpp with D's predefined macros (D-LANGUAGE.md 1.6)
 * and the -D/-U/-I/-H options, and the output is compiled instead.  The
 * main file's line markers are turned into plain "#line N" lines, so that
 * errors name the line of the script as without -C; those of included
 * files keep their names.
 */
#define _GNU_SOURCE	/* asprintf, memfd_create */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "dt_impl.h"

/* Remember -D, -U, -I and the other preprocessor options, in order. */
int dt_cpp_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	char *arg;
	char **v;

	if (strcmp(opt, "cpppath") == 0) {
		free(dtp->dt_cpppath);
		dtp->dt_cpppath = strdup(val ? val : "");
		return dtp->dt_cpppath ? 0 : -1;
	}
	if (strcmp(opt, "cpphdrs") == 0)
		arg = strdup("-H");
	else if (strcmp(opt, "stdc") == 0)
		arg = strdup(val != NULL && strcmp(val, "s") == 0 ? "-traditional-cpp" : "-std=c99");
	else if (val == NULL)
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	else if (asprintf(&arg, "-%c%s", strcmp(opt, "define") == 0 ? 'D' :
			  strcmp(opt, "undef") == 0 ? 'U' : 'I', val) < 0)
		arg = NULL;
	v = arg ? realloc(dtp->dt_cppargv, (dtp->dt_cppargc + 1) * sizeof(char *)) : NULL;
	if (v == NULL) {
		free(arg);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	dtp->dt_cppargv = v;
	v[dtp->dt_cppargc++] = arg;
	return 0;
}

void dt_cpp_fini(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_cppargc; i++)
		free(dtp->dt_cppargv[i]);
	free(dtp->dt_cppargv);
	free(dtp->dt_cpppath);
}

/* Read all of fp, or the string. */
static char *dt_cpp_input(const char *text, FILE *fp, size_t *len)
{
	size_t cap = 4096, n = 0, r;
	char *buf;

	if (text != NULL) {
		*len = strlen(text);
		return strdup(text);
	}
	buf = malloc(cap);
	while (buf != NULL && (r = fread(buf + n, 1, cap - n, fp)) > 0) {
		n += r;
		if (n == cap) {
			char *nb = realloc(buf, cap *= 2);

			if (nb == NULL)
				free(buf);
			buf = nb;
		}
	}
	*len = n;
	return buf;
}

/* cpp's command line: D's predefined macros, then the user's options. */
static char **dt_cpp_argv(dtrace_hdl_t *dtp, char **sysdef)
{
	static const char *const fixed[] = {
		"-undef", "-D__linux", "-D__unix", "-D__SVR4", "-D__SUNW_D=1", "-D__SUNW_D_64",
		"-D__amd64", "-D__SUNW_D_VERSION=0x02000000", "-U__GNUC__", "-"
	};
	size_t nf = sizeof(fixed) / sizeof(fixed[0]), n = 0;
	char **argv = calloc(nf + dtp->dt_cppargc + 4, sizeof(char *));
	struct utsname u;

	if (argv == NULL)
		return NULL;
	argv[n++] = dtp->dt_cpppath && *dtp->dt_cpppath ? dtp->dt_cpppath : "cpp";
	for (size_t i = 0; i + 1 < nf; i++)
		argv[n++] = (char *)fixed[i];
	if (uname(&u) == 0 && asprintf(sysdef, "-D__%s", u.sysname) > 0)
		argv[n++] = *sysdef;
	for (int i = 0; i < dtp->dt_cppargc; i++)
		argv[n++] = dtp->dt_cppargv[i];
	argv[n++] = (char *)fixed[nf - 1];	/* "-": read standard input */
	return argv;
}

/* Run cpp with in as its input; its output in a new buffer. */
static char *dt_cpp_run(dtrace_hdl_t *dtp, const char *in, size_t len, size_t *outlen)
{
	int infd = memfd_create("dtrace-cpp-in", MFD_CLOEXEC);
	int outfd = memfd_create("dtrace-cpp-out", MFD_CLOEXEC);
	char *sysdef = NULL, **argv = dt_cpp_argv(dtp, &sysdef), *out = NULL;
	int status = -1;
	pid_t pid;

	if (infd < 0 || outfd < 0 || argv == NULL || write(infd, in, len) != (ssize_t)len ||
	    lseek(infd, 0, SEEK_SET) != 0)
		goto done;
	pid = fork();
	if (pid == 0) {
		dup2(infd, 0);
		dup2(outfd, 1);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0)
		goto done;
	*outlen = lseek(outfd, 0, SEEK_END);
	out = malloc(*outlen + 1);
	if (out != NULL && pread(outfd, out, *outlen, 0) != (ssize_t)*outlen) {
		free(out);
		out = NULL;
	}
	if (out != NULL)
		out[*outlen] = '\0';
done:
	free(sysdef);
	free(argv);
	if (infd >= 0)
		close(infd);
	if (outfd >= 0)
		close(outfd);
	return out;
}

/*
 * "# N "<stdin>" ..." markers become "#line N """, padded with spaces: the
 * empty name means "the script itself" to the error messages.
 */
static void dt_cpp_markers(char *s)
{
	for (char *line = s; line != NULL && *line != '\0';) {
		char *nl = strchr(line, '\n'), *q = strstr(line, " \"<stdin>\"");
		char *end = nl ? nl : line + strlen(line);
		long n;

		if (line[0] == '#' && line[1] == ' ' && q != NULL && q < end) {
			n = strtol(line + 2, NULL, 10);
			memset(line, ' ', end - line);
			memcpy(line, "#line ", 6);
			snprintf(line + 6, end - line - 6, "%ld \"\"", n);
			line[strlen(line)] = ' ';	/* snprintf's NUL */
		}
		line = nl ? nl + 1 : NULL;
	}
}

/*
 * The preprocessed program text (malloc'd), or NULL with the error set.
 * A #! interpreter line is blanked first: cpp does not know it.
 */
char *dt_cpp(dtrace_hdl_t *dtp, const char *text, FILE *fp)
{
	size_t len, outlen;
	char *in = dt_cpp_input(text, fp, &len), *out;

	if (in == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	if (len >= 2 && in[0] == '#' && in[1] == '!') {
		for (size_t i = 0; i < len && in[i] != '\n'; i++)
			in[i] = ' ';
	}
	out = dt_cpp_run(dtp, in, len, &outlen);
	free(in);
	if (out == NULL) {
		dt_set_errmsg(dtp, D_NONE, "Preprocessor failed to process input program");
		return NULL;
	}
	dt_cpp_markers(out);
	return out;
}
