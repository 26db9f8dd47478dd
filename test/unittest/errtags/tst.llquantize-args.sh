#!/bin/bash
# llquantize()'s and lquantize()'s parameter errors in DTrace's words: the
# parameters are int32_t (anything but an integer is D_PROTO_ARG, numbered
# from the value, #1); then llquantize() numbers them from the factor (#1),
# as illumos does, and checks factor, low and high magnitude, the top
# bucket's 64 bits, the steps and how they divide the factor, in that order.
# @@requires: root
while IFS= read -r p; do
	$dtrace -x errtags -e -n "BEGIN { $p }" 2>&1; echo "status $?"
done <<'PROGRAMS'
@ = llquantize(1, 1, 0, 6, 20);
@ = llquantize(1, 0, 0, 6, 20);
@ = llquantize(1, -2, 0, 6, 20);
@ = llquantize(1, 65536, 0, 6, 20);
x = 1; @ = llquantize(1, x, 0, 6, 20);
x = 1; @ = llquantize(1, 10, x, 6, 20);
x = 1; @ = llquantize(1, 10, 0, x, 20);
x = 1; @ = llquantize(1, 10, 0, 6, x);
@ = llquantize(1, 10, -1, 6, 20);
@ = llquantize(1, 10, 65536, 65537, 20);
@ = llquantize(1, 10, 0, -1, 20);
@ = llquantize(1, 10, 0, 65536, 20);
@ = llquantize(1, 10, 7, 6, 20);
@ = llquantize(1, 10, 7, 6, 0);
@ = llquantize(1, 10, 0, 19, 0);
@ = llquantize(1, 2, 0, 63, 2);
@ = llquantize(1, 10, 0, 6, 0);
@ = llquantize(1, 10, 0, 6, -1);
@ = llquantize(1, 10, 0, 6, 65536);
@ = llquantize(1, 10, 0, 6, 7);
@ = llquantize(1, 10, 0, 6, 11);
@ = llquantize(1, 10, 0, 6, 30);
@ = llquantize(1, 10, 1, 6, 30);
@ = llquantize(1, 10, 0, 6, 7, "a");
@ = llquantize(1, "a", 0, 6, 20);
@ = llquantize(1, 10, "a", 6, 20);
@ = llquantize(1, 10, 0, (char *)0, 20);
@ = llquantize(1, 10, 0, 6, "a");
@ = llquantize("a", "a", 0, 6, 20);
@ = lquantize(1, "a", 10);
@ = lquantize(1, 0, "a");
@ = lquantize(1, 0, 10, "a");
@ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 100, 0, 6, 20);
@ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 1, 6, 20);
@ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 7, 20);
@ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 6, 10);
@ = llquantize(1, 10, 0, 6, 7, "a");
PROGRAMS
