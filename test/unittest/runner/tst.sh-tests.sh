#
# The runner's handling of tst.*.sh tests: output comparison, exit status,
# skips (exit 77, @@skip, unmet @@requires), @@xfail, @@timeout and malformed
# directives.  It runs test/run on throwaway tests and prints the verdicts;
# tst.sh-tests.r holds what they must be.  Needs no dtrace.
#
# Directives in the throwaway tests are spelled ${at}name so that the runner
# does not take them for this file's own.
at=@@
t=$tmpdir/t
mkdir -p "$t/sub" "$tmpdir/build" || exit 1

echo 'echo hello' >"$t/tst.out-same.sh"
echo hello >"$t/tst.out-same.r"
echo 'echo hello; echo world' >"$t/tst.out-differs.sh"
echo hello >"$t/tst.out-differs.r"
echo 'exit 0' >"$t/tst.no-r.sh"
echo 'exit 1' >"$t/tst.exit-1.sh"
printf '# %sexit: 3\nexit 3\n' "$at" >"$t/tst.exit-3.sh"
printf 'echo out\necho "no frobnicator" >&2\nexit 77\n' >"$t/sub/tst.skip-77.sh"
printf '# %sskip: not today\nexit 1\n' "$at" >"$t/sub/tst.skip-directive.sh"
printf '# %srequires: fentry\nexit 0\n' "$at" >"$t/sub/tst.requires-fentry.sh"
printf '# %srequires: rawtp\nexit 0\n' "$at" >"$t/sub/tst.requires-rawtp.sh"
printf '# %srequires: frobnicator\nexit 0\n' "$at" >"$t/sub/tst.requires-unknown.sh"
printf '# %sxfail: known bug\nexit 1\n' "$at" >"$t/sub/tst.xfail.sh"
printf '# %sxfail: known bug\nexit 0\n' "$at" >"$t/sub/tst.xpass.sh"
printf '# %stimeout: 1\nsleep 30\n' "$at" >"$t/sub/tst.timeout.sh"
printf '# %stimout: 1\nexit 0\n' "$at" >"$t/sub/tst.typo.sh"
printf '[ "$_DTRACE_TESTING" = 1 ] && [ "$PWD" = "$tmpdir" ] && [ -f "$testdir/tst.env.sh" ]\n' \
	>"$t/sub/tst.env.sh"

# Kernel features are asked of BUILD/test/helpers/kfeature: a stand-in
# that refuses fentry and allows rawtp.
mkdir -p "$tmpdir/build/test/helpers"
printf '#!/bin/sh\n[ "$1" = rawtp ] && exit 0\necho "$1 refused here"\nexit 1\n' \
	>"$tmpdir/build/test/helpers/kfeature"
chmod +x "$tmpdir/build/test/helpers/kfeature"
bash "$testdir/../../run" --testdir "$t" --build "$tmpdir/build" -j 2 >"$tmpdir/out" 2>&1
echo "exit status $?"
grep -E '^(PASS|FAIL|SKIP|XFAIL): |passed, ' "$tmpdir/out" | LC_ALL=C sort
