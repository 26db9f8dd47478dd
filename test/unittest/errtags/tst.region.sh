#!/bin/bash
# Command-line programs: DTrace names the region ("in action list: ") only for
# mistakes found while cooking a clause (prototypes, operand types); those it
# finds while parsing (division by a constant zero, an undefined function) or
# while generating an action's code (printf formats, stack sizes, the
# parameters of aggregating functions) have none.  The words match DTrace's,
# including printf()'s count of the value arguments its format takes.
# @@requires: root
for p in 'BEGIN { printf("%d\n", 1, 2); }' \
	 'BEGIN { printf("hello", 1); }' \
	 'BEGIN { printf("%d %d", 1); }' \
	 'BEGIN { printf("%d", "a"); }' \
	 'BEGIN { @a = count(); printa("%d %d", @a); }' \
	 'BEGIN { ustack(0); }' \
	 'BEGIN { x = 1 / 0; }' \
	 'BEGIN { nosuch(); }' \
	 'BEGIN { @a = avg("x"); }' \
	 'BEGIN { @a = lquantize(1, 10, 0); }' \
	 'BEGIN { @a = lquantize(1, 0, 10, 0); }' \
	 'BEGIN { @a = lquantize(1, 0, 10); @a = lquantize(1, 1, 10); }' \
	 'BEGIN { printa(1); }' \
	 'BEGIN { @a = quantize(1, 2, 3); }' \
	 'BEGIN { @a = quantize(); }' \
	 'BEGIN { @a = lquantize(1, 0, 10, 1, "a"); }' \
	 'BEGIN { x = strlen(1); }' \
	 'BEGIN { y = nosuch; }'; do
	$dtrace -x errtags -e -n "$p" 2>&1; echo "status $?"
done
