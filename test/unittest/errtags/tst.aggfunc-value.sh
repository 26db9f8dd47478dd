#!/bin/bash
# An aggregating function called anywhere but as the value of @a = f() is
# of DTrace's dynamic type "aggregating function": each operator refuses it
# in its own words (a new variable assigned one is named "scalar"), and
# where nothing does, the code generator (D_CG_EXPR).
# @@requires: root
for p in 'x = sum(1);' 'x = 1; x = count();' 'x = quantize(1);' 'x = count() + 1;' \
	 'x = -count();' 'x = count() == 1;' 'trace(count());' 'count();' 'sum(1);' \
	 'printf("%d", sum(1));' '@[count()] = count();' 'a[count()] = 1;'; do
	$dtrace -x errtags -e -n "BEGIN { $p }" 2>&1; echo "status $?"
done
$dtrace -x errtags -e -n 'BEGIN /count()/ { }' 2>&1; echo "status $?"
