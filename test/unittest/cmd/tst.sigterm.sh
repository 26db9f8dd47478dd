#!/bin/bash
# SIGTERM ends tracing like SIGINT.
# @@requires: root
SIG=TERM . "$testdir/tst.sigint.sh"
