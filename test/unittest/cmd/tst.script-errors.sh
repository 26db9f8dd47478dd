#!/bin/bash
# Errors in script files name the file and the line.
# @@requires: root
printf 'BEGIN\n{\n\tx = 1;\n\ty = x << "a";\n}\n' > $tmpdir/t.d
cd $tmpdir && $dtrace -s t.d 2>&1; echo "status $?"
