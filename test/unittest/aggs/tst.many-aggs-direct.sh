#!/bin/bash
# Outer maps only when needed (dt_aggregate.h): a small program's updates
# name each aggregation's own map, as do those of a program whose maps all
# fit (40 aggregations); with 100 aggregations the first ones are still
# direct and the last ones go through an outer map ("aggo_<id>").
# @@requires: root
dis() {
	$dtrace -x disasm -qn "$1" 2>&1 >/dev/null |
		grep -o 'map\[agg[a-z]*_[0-9]*\]' | sort -u | sed 's/_[0-9]*\]/]/' | uniq -c |
		awk '{ printf("%s %s ", $2, $1 > 0 ? "yes" : "no") } END { print "" }'
}
many() {
	local p='BEGIN {' i
	for i in $(seq 0 $(($1 - 1))); do
		p="$p @a$i[$i] = sum($i);"
	done
	echo "$p exit(0); }"
}
echo "small: $(dis 'BEGIN { @a = count(); @b[1] = sum(1); @c = quantize(1); exit(0); }')"
echo "40: $(dis "$(many 40)")"
echo "100: $(dis "$(many 100)")"
