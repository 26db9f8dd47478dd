#!/bin/bash
# walltimestamp agrees with date(1) to within a minute.
# @@requires: root
$dtrace -qs "$testdir/time.d.in" "$(date +%s)"
