#!/bin/sh
#
# Run the parser unit tests: test_parse (built elsewhere) over every *.d
# file here.  tst.* must parse (exit 0) and print NAME.out on stdout; err.*
# must fail and print NAME.out on stderr.  NAME.args, if present, holds the
# arguments (shell words; % stands for the file), else the file alone is
# passed.
#
# Usage: run.sh BUILD_DIR | PATH_TO_test_parse
# (test/run passes the build directory: the binary is BUILD_DIR/test/test_parse)
#
# Ends with "N passed, N failed"; exits non-zero if any test failed.

bin=$1
if [ -d "$bin" ]; then
	bin=$bin/test/test_parse
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
	echo "usage: $0 BUILD_DIR | PATH_TO_test_parse (not found: $bin)" >&2
	exit 2
fi
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac

cd "$(dirname "$0")" || exit 2
out=$(mktemp) || exit 2
err=$(mktemp) || exit 2
trap 'rm -f "$out" "$err"' EXIT

pass=0
fail=0
for d in *.d; do
	name=${d%.d}
	if [ -f "$name.args" ]; then
		args=$(sed "s/%/$d/g" "$name.args")
	else
		args=$d
	fi
	eval "\"\$bin\" $args" >"$out" 2>"$err"
	rc=$?
	why=
	case $name in
	err.*) got=$err; [ $rc -eq 1 ] || why="exit status $rc, expected 1" ;;
	*) got=$out; [ $rc -eq 0 ] || why="exit status $rc: $(head -1 "$err")" ;;
	esac
	if [ -z "$why" ] && ! cmp -s "$got" "$name.out"; then
		why="output differs from $name.out"
	fi
	if [ -n "$why" ]; then
		echo "FAIL: $name: $why"
		diff -u "$name.out" "$got" 2>/dev/null | head -20
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
