#!/bin/bash
# Under -C, a #included file's typedefs are in a namespace of their own
# (DTrace's "C" container): a header may redeclare D's built-in typedefs
# (<stdint.h>'s int8_t, even as another type) and the program's own, and
# from then on the name means the header's type; a second header typedef
# of the name, or the program's own after the header's, is "typedef
# redeclared", named in the header's file and line.  Without -C every
# redeclaration is refused.  Errors in a header's declarations name the
# header; errors in its clauses (compiled later) give the line alone, as
# DTrace does.
# @@requires: root
mkdir inc
printf 'typedef int int8_t;\n' > inc/int8.h
printf 'typedef long foo;\n' > inc/long.h
printf '/* a */\ntypedef int foo;\n' > inc/int.h
printf '\n\nint bad[-1];\n' > inc/neg.h
printf 'BEGIN\n{\n\ttrace(nosuch);\n}\n' > inc/clause.h
run() {
	printf "$1" > t.d
	echo "## $(head -c 60 t.d | tr '\n' '|')"
	shift
	$dtrace -x errtags -qC -I$tmpdir/inc "$@" -s t.d 2>&1 | sed "s|$tmpdir|TMP|g"
	echo "status ${PIPESTATUS[0]}"
}
run '#include <stdint.h>\nBEGIN { printf("%%d %%d\\n", sizeof(int8_t), (int8_t)300); exit(0); }\n'
run '#include <stdint.h>\n#include <inttypes.h>\n#include <sys/types.h>\nBEGIN { exit(0); }\n'
run '#include "int8.h"\nBEGIN { printf("%%d\\n", sizeof(int8_t)); exit(0); }\n'
run 'typedef int foo;\n#include "long.h"\nBEGIN { printf("%%d\\n", sizeof(foo)); exit(0); }\n'
run '#include "int.h"\n#include "long.h"\nBEGIN { exit(0); }\n'
run '#include "int.h"\n#include "int.h"\nBEGIN { exit(0); }\n'
run '#include "int.h"\ntypedef int foo;\nBEGIN { exit(0); }\n'
run 'typedef char int8_t;\nBEGIN { exit(0); }\n'
run '/* main */\n#include "neg.h"\nBEGIN { exit(0); }\n'
run '/* main */\n#include "clause.h"\nBEGIN { exit(0); }\n'
