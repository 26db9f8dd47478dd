#!/bin/bash
# Errors in command-line programs: "invalid probe specifier", the location
# "in action list", the tag under -x errtags; status 1.
# @@requires: root
$dtrace -n 'BEGIN { x++ + nosuch; }' 2>&1; echo "status $?"
$dtrace -x errtags -n 'BEGIN { y = nosuch; }' 2>&1; echo "status $?"
$dtrace -n 'a:b:c:d:e' 2>&1; echo "status $?"
$dtrace -n ':::nosuchprobe' 2>&1; echo "status $?"
$dtrace -Z -qn ':::nosuchprobe, BEGIN { exit(0); }' 2>&1; echo "status $?"
