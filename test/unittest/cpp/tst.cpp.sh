#!/bin/bash
# -C runs cpp with D's predefined macros; -D, -U and -I pass through; errors
# name the script's own lines; a failing cpp is reported.
# @@requires: root
mkdir -p $tmpdir/inc
echo '#define FROM_HEADER "header"' > $tmpdir/inc/h.h
cat > $tmpdir/t.d <<'D'
#include "h.h"
#pragma D option quiet
#ifndef GONE
#define GONE "not undefined"
#endif
BEGIN
{
	printf("%s %d %s %d %d\n", FROM_HEADER, VAL, GONE, __SUNW_D_VERSION == 0x02000000, __linux);
	exit(0);
}
D
$dtrace -C -I$tmpdir/inc -DVAL=42 -DGONE='"x"' -UGONE -s $tmpdir/t.d
printf '#define X 1 +\nBEGIN\n{\n\tx = X;\n}\n' > $tmpdir/e.d
$dtrace -C -x errtags -s $tmpdir/e.d 2>&1 | sed "s#$tmpdir/##"
echo '#include "nosuch.h"' > $tmpdir/f.d
$dtrace -C -s $tmpdir/f.d 2>&1 | grep '^dtrace:' | sed "s#$tmpdir/##"
