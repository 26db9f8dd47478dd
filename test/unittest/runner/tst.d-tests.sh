#
# The runner's handling of tst.*.d and err.*.d tests: the dtrace command line
# (@@runtest-opts, -x errtags -e, -c for @@trigger), the environment
# (_DTRACE_TESTING=1, no DTRACE_OPT_*), output comparison and the error tag
# checks.  A stand-in dtrace runs the lines of the script that start with
# "//! " as shell commands; tst.d-tests.r holds the verdicts.
#
# @@requires: root
#
# (The runner skips .d tests unless root.)  Directives in the throwaway tests
# are spelled ${at}name so that the runner does not take them for this file's.
at=@@
t=$tmpdir/t
mkdir -p "$t" "$tmpdir/build/test/triggers" || exit 1

cat >"$tmpdir/fake-dtrace" <<'EOF'
#!/bin/bash
export ARGS="$*"
while [ $# -gt 0 ]; do
	case $1 in -s) script=$2; shift ;; esac
	shift
done
exec bash -c "$(sed -n 's,^//! ,,p' "$script")"
EOF
printf '#!/bin/sh\nexit 0\n' >"$tmpdir/build/test/triggers/noop"
chmod +x "$tmpdir/fake-dtrace" "$tmpdir/build/test/triggers/noop"

cat >"$t/tst.args.d" <<EOF
/* ${at}runtest-opts: -q -x foo='a b' */
//! echo "\$ARGS"; echo "testing=\$_DTRACE_TESTING quiet=\${DTRACE_OPT_QUIET-unset}"
EOF
printf '%s\n' "-q -x foo=a b -s tst.args.d" "testing=1 quiet=unset" >"$t/tst.args.r"
printf '/* %strigger: noop */\n//! echo "$ARGS"\n' "$at" >"$t/tst.trigger.d"
echo "-s tst.trigger.d -c $tmpdir/build/test/triggers/noop" >"$t/tst.trigger.r"
printf '/* %strigger: nosuch */\n' "$at" >"$t/tst.trigger-missing.d"
printf '//! echo one; echo two\n' >"$t/tst.differs.d"
printf 'one\nTWO\n' >"$t/tst.differs.r"
printf '/*\n * %sexit: 2\n */\n//! exit 2\n' "$at" >"$t/tst.exit-2.d"
printf '//! kill -SEGV $$\n' >"$t/tst.crash.d"

msg='dtrace: failed to compile script $1: [D_SYNTAX] line 3: syntax error'
printf '//! echo "%s" >&2; exit 1\n' "${msg//\$1/err.D_SYNTAX.ok.d}" >"$t/err.D_SYNTAX.ok.d"
printf '//! echo "%s" >&2; exit 1\n' "${msg//\$1/x}" >"$t/err.D_PROTO_LEN.wrong-tag.d"
printf '//! echo "%s" >&2; exit 2\n' "${msg//\$1/x}" >"$t/err.D_SYNTAX.status-2.d"
printf '//! echo "[D_SYNTAX] syntax error" >&2; exit 1\n' >"$t/err.D_SYNTAX.no-line.d"
printf '//! echo "%s" >&2; exit 1\n' "${msg//\$1/err.D_SYNTAX.with-r.d}" >"$t/err.D_SYNTAX.with-r.d"
echo "${msg//\$1/err.D_SYNTAX.with-r.d}" >"$t/err.D_SYNTAX.with-r.r"
printf '//! echo "$ARGS"; exit 1\n' >"$t/err.untagged.d"
printf '//! exit 0\n' >"$t/err.untagged-0.d"

DTRACE_OPT_QUIET=1 bash "$testdir/../../run" --testdir "$t" --build "$tmpdir/build" \
	--dtrace "$tmpdir/fake-dtrace" >"$tmpdir/out" 2>&1
echo "exit status $?"
grep -E '^(PASS|FAIL|SKIP|XFAIL): |passed, ' "$tmpdir/out" | LC_ALL=C sort
