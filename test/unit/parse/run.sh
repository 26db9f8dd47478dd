#!/bin/sh
#
# Run the parser unit tests: test_parse (built elsewhere, path given as $1)
# over every *.d file here, comparing stdout+stderr with NAME.out.
# tst.* must parse (exit 0), err.* must fail (exit non-zero).  NAME.args,
# if present, holds the arguments (shell words; % stands for the file),
# else the file alone is passed.
#
# Ends with "N passed, N failed"; exits non-zero if any test failed.

bin=$1
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
	echo "usage: $0 /path/to/test_parse" >&2
	exit 2
fi
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac

cd "$(dirname "$0")" || exit 2
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT

pass=0
fail=0
for d in *.d; do
	name=${d%.d}
	if [ -f "$name.args" ]; then
		args=$(sed "s/%/$d/g" "$name.args")
	else
		args=$d
	fi
	eval "\"\$bin\" $args" >"$tmp" 2>&1
	rc=$?
	why=
	case $name in
	err.*) [ $rc -ne 0 ] || why="exit status 0, expected failure" ;;
	*) [ $rc -eq 0 ] || why="exit status $rc" ;;
	esac
	if [ -z "$why" ] && ! cmp -s "$tmp" "$name.out"; then
		why="output differs from $name.out"
	fi
	if [ -n "$why" ]; then
		echo "FAIL: $name: $why"
		diff -u "$name.out" "$tmp" 2>/dev/null | head -20
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
