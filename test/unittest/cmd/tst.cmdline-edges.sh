#!/bin/bash
# Command-line edge cases as DTrace handles them: an option value it refuses
# is an error (status 1, not the usage status 2); -b takes sizes with units;
# -l with a description matching nothing says so and still exits 0; a probe
# id that names no probe is an invalid specifier, even under -Z.
# @@requires: root
run() { echo "## $*"; $dtrace "$@" 2>&1; echo "status $?"; }
run -x nosuchopt=1 -n 'BEGIN { exit(0); }'
run -x bufsize=abc -n 'BEGIN { exit(0); }'
run -b 4x -n 'BEGIN { exit(0); }'
run -x strsize=0 -n 'BEGIN { exit(0); }'
run -x switchrate=abc -n 'BEGIN { exit(0); }'
run -b 4k -qn 'BEGIN { exit(0); }'
run -b 1g -qn 'BEGIN { exit(0); }'
run -x bufsize=2m -qn 'BEGIN { printf("ok\n"); exit(0); }'
run -l -n 'nosuchprov:::'
run -l -P nosuchprov
run -l -f nosuchfunc
run -l -i abc
run -i 0
run -Z -i 0
run -i 4000000000
run -x errtags -n '0 { }'
run -q -q -n 'BEGIN { exit(0); }'
