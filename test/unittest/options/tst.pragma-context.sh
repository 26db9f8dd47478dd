#!/bin/bash
# Options a #pragma D option may not set, as DTrace decides: the
# preprocessor's and the paths of the tools and files the compiler reads
# ("Option cannot be used from within a D program", once the value is
# found good); the others (libdir, linkmode, evaltime, iregs...) may be set
# there.  A bad value is reported as such first.
# @@requires: root
for o in cppargs=-DX cpphdrs cpppath=/x define=X undef=X incdir=/tmp stdc=a \
	 ldpath=/x modpath=x ctfpath=x procfspath=x libdir=/tmp syslibdir=/tmp \
	 linkmode=kernel linktype=elf evaltime=exec iregs=8 tregs=8 late=static \
	 linkmode=foo cpphdrs=1; do
	printf '#pragma D option %s\nBEGIN { exit(0); }\n' "$o" > t.d
	$dtrace -x errtags -qs t.d 2>&1
	echo "$o: $?"
done
