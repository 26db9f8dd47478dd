#!/bin/bash
# -C runs cpp as DTrace does: the compiler's predefined macros of the
# platform stay (__x86_64__, __linux__, __LP64__, __unix__, __ELF__), __GNUC__
# does not, the dialect is C99 (__STDC_VERSION__, no plain "linux") unless
# -Xs; -xcppargs and DTRACE_OPT_CPPARGS add words to cpp's command line; a
# system header usable in D works; cpp's own errors name /dev/stdin and
# quote no source (checked against the reference DTrace).
# @@requires: root
cat > $tmpdir/m.d <<'D'
#pragma D option quiet
BEGIN
{
#if defined(__x86_64__) && defined(__linux__) && defined(__LP64__) && defined(_LP64)
	printf("platform ");
#endif
#if defined(__unix__) && defined(__ELF__) && defined(__amd64) && defined(__linux)
	printf("unix ");
#endif
#if defined(__GNUC__) || defined(linux) || defined(unix)
	printf("BAD ");
#endif
#ifdef __STDC_VERSION__
	printf("%d ", __STDC_VERSION__);
#endif
#ifdef FROMARGS
	printf("args %d %d ", FROMARGS, ALSO);
#endif
#ifdef FROMENV
	printf("env %d ", FROMENV);
#endif
	printf("\n");
	exit(0);
}
D
$dtrace -C -s $tmpdir/m.d
$dtrace -C -xcppargs='-DFROMARGS=3  -DALSO=4' -s $tmpdir/m.d
DTRACE_OPT_CPPARGS='-DFROMENV=5' $dtrace -C -s $tmpdir/m.d
# -Xs: traditional cpp (which keeps gcc's own __GNUC__ and C17 defaults, as in DTrace)
$dtrace -C -Xs -s $tmpdir/m.d
printf '#include <errno.h>\n#include <signal.h>\nBEGIN { printf("%%d %%d\\n", EINVAL, SIGKILL); exit(0); }\n' > $tmpdir/h.d
$dtrace -C -qs $tmpdir/h.d
printf 'BEGIN\n{\n#error stop here\n}\n' > $tmpdir/e.d
$dtrace -C -s $tmpdir/e.d 2>&1 | sed "s#$tmpdir/##"
exit 0
