#!/bin/bash
# -C failures in DTrace's words: a preprocessor that does not exist, one
# that cannot be run, one that fails (cpp's own messages on stderr too);
# #error; an error in an included file's declaration names that file.
# @@requires: root
printf 'BEGIN { exit(0); }\n' > ok.d
printf '#include <nosuch.h>\nBEGIN { exit(0); }\n' > noinc.d
printf '#error boom  here\nBEGIN { exit(0); }\n' > err.d
printf '\nint bad[0];\n' > bad.h
printf '/* main */\n#include "%s/bad.h"\nBEGIN { exit(0); }\n' "$tmpdir" > inc.d
run() {
	echo "## $*"
	$dtrace "$@" 2>&1 | sed "s|$tmpdir|TMP|g"
	echo "status ${PIPESTATUS[0]}"
}
run -C -x cpppath=/nonexistent/cpp -s ok.d
run -C -x cpppath=/etc/passwd -s ok.d
run -C -x cpppath=/bin/false -s ok.d
run -C -s noinc.d
run -C -s err.d
run -C -s inc.d
