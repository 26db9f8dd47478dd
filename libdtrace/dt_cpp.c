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
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "dt_impl.h"

/* Append one argument to cpp's user part (-D, -U, -I, -H, -xcppargs). */
static int dt_cpp_addarg(dtrace_hdl_t *dtp, char *arg)
{
	char **v = arg ? realloc(dtp->dt_cppargv, (dtp->dt_cppargc + 1) * sizeof(char *)) : NULL;

	if (v == NULL) {
		free(arg);
		return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	dtp->dt_cppargv = v;
	v[dtp->dt_cppargc++] = arg;
	return 0;
}

/* -xcppargs: words separated by blanks, each one argument of cpp. */
static int dt_cpp_addwords(dtrace_hdl_t *dtp, const char *val)
{
	while (val != NULL && *val != '\0') {
		size_t n;

		val += strspn(val, " \t");
		n = strcspn(val, " \t");
		if (n > 0 && dt_cpp_addarg(dtp, strndup(val, n)) != 0)
			return -1;
		val += n;
	}
	return 0;
}

/*
 * Remember -D, -U, -I and the other preprocessor options, in order.  The
 * dialect (-X) is not one of them: DTrace passes it last, after the user's
 * arguments, so that -xcppargs=-std=... cannot come after it.
 */
int dt_cpp_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	char *arg;

	if (strcmp(opt, "cpppath") == 0) {
		free(dtp->dt_cpppath);
		dtp->dt_cpppath = strdup(val ? val : "");
		return dtp->dt_cpppath ? 0 : -1;
	}
	if (strcmp(opt, "stdc") == 0) {
		dtp->dt_cppstd = val != NULL && strcmp(val, "s") == 0 ? "-traditional-cpp" : "-std=c99";
		return 0;
	}
	if (strcmp(opt, "cppargs") == 0)
		return dt_cpp_addwords(dtp, val);
	if (strcmp(opt, "cpphdrs") == 0)
		arg = strdup("-H");
	else if (val == NULL)
		return dt_set_errmsg(dtp, D_NONE, "Invalid value for specified option");
	else if (asprintf(&arg, "-%c%s", strcmp(opt, "define") == 0 ? 'D' :
			  strcmp(opt, "undef") == 0 ? 'U' : 'I', val) < 0)
		arg = NULL;
	return dt_cpp_addarg(dtp, arg);
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

/*
 * cpp's command line, as DTrace builds it: the compiler's own predefined
 * macros of the platform (__x86_64__, __linux__, __LP64__...) stay, as
 * system headers need them; D's macros (D-LANGUAGE.md 1.6) are added and
 * __GNUC__ removed before the user's options, then D's version and the
 * dialect (-std=c99 unless -Xs).
 */
static char **dt_cpp_argv(dtrace_hdl_t *dtp, char **sysdef)
{
	static const char *const fixed[] = {
		"-D__linux", "-D__unix", "-D__SVR4", "-D__SUNW_D=1", "-U__GNUC__", "-D__SUNW_D_64"
	};
	size_t nf = sizeof(fixed) / sizeof(fixed[0]), n = 0;
	char **argv = calloc(nf + dtp->dt_cppargc + 6, sizeof(char *));
	struct utsname u;

	if (argv == NULL)
		return NULL;
	argv[n++] = dtp->dt_cpppath && *dtp->dt_cpppath ? dtp->dt_cpppath : "cpp";
	for (size_t i = 0; i < nf; i++)
		argv[n++] = (char *)fixed[i];
	if (uname(&u) == 0 && asprintf(sysdef, "-D__%s", u.sysname) > 0)
		argv[n++] = *sysdef;
	for (int i = 0; i < dtp->dt_cppargc; i++)
		argv[n++] = dtp->dt_cppargv[i];
	argv[n++] = "-D__SUNW_D_VERSION=0x02000000";
	argv[n++] = (char *)(dtp->dt_cppstd ? dtp->dt_cppstd : "-std=c99");
	argv[n++] = "/dev/stdin";	/* the name cpp's own errors give the script */
	return argv;
}

/*
 * Write the program into the pipe cpp reads.  SIGPIPE is ignored meanwhile:
 * a cpp that stops early must not kill dtrace.
 */
static void dt_cpp_feed(int fd, const char *in, size_t len)
{
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;

	sigaction(SIGPIPE, &ign, &old);
	while (len > 0) {
		ssize_t w = write(fd, in, len);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		in += w;
		len -= w;
	}
	sigaction(SIGPIPE, &old, NULL);
}

/*
 * Run cpp with in as its input; its output in a new buffer.  The input is a
 * pipe, as DTrace gives it: cpp cannot reread it, so its diagnostics are
 * the bare "file:line:col: message" lines, without the quoted source.
 */
static char *dt_cpp_run(dtrace_hdl_t *dtp, const char *in, size_t len, size_t *outlen,
			int *execerr)
{
	int p[2] = { -1, -1 }, e[2] = { -1, -1 };
	int outfd = memfd_create("dtrace-cpp-out", MFD_CLOEXEC);
	char *sysdef = NULL, **argv = dt_cpp_argv(dtp, &sysdef), *out = NULL;
	int status = -1, err;
	pid_t pid;

	/* e: the child writes the errno of an exec that failed; a good exec closes it */
	if (outfd < 0 || argv == NULL || pipe2(p, O_CLOEXEC) != 0 || pipe2(e, O_CLOEXEC) != 0)
		goto done;
	pid = fork();
	if (pid == 0) {
		dup2(p[0], 0);
		dup2(outfd, 1);
		execvp(argv[0], argv);
		err = errno;
		if (write(e[1], &err, sizeof(err)) < 0)
			_exit(127);
		_exit(127);
	}
	close(p[0]);
	close(e[1]);
	p[0] = e[1] = -1;
	if (pid > 0 && read(e[0], &err, sizeof(err)) == sizeof(err))
		*execerr = err;
	else if (pid > 0)
		dt_cpp_feed(p[1], in, len);
	close(p[1]);
	p[1] = -1;
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
	for (int i = 0; i < 2; i++) {
		if (p[i] >= 0)
			close(p[i]);
		if (e[i] >= 0)
			close(e[i]);
	}
	if (outfd >= 0)
		close(outfd);
	return out;
}

/*
 * "# N "/dev/stdin" ..." markers become "#line N """, padded with spaces: the
 * empty name means "the script itself" to the error messages.
 */
static void dt_cpp_markers(char *s)
{
	for (char *line = s; line != NULL && *line != '\0';) {
		char *nl = strchr(line, '\n'), *q = strstr(line, " \"/dev/stdin\"");
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
	int execerr = 0;

	if (in == NULL) {
		dt_set_errmsg(dtp, D_NONE, "out of memory");
		return NULL;
	}
	if (len >= 2 && in[0] == '#' && in[1] == '!') {
		for (size_t i = 0; i < len && in[i] != '\n'; i++)
			in[i] = ' ';
	}
	out = dt_cpp_run(dtp, in, len, &outlen, &execerr);
	free(in);
	if (out == NULL) {
		dt_set_errmsg(dtp, D_NONE, execerr == ENOENT ? "Preprocessor not found" :
			      execerr != 0 ? "Failed to exec preprocessor" :
			      "Preprocessor failed to process input program");
		return NULL;
	}
	dt_cpp_markers(out);
	return out;
}
