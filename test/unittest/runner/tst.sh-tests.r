exit status 1
6 passed, 6 failed, 3 skipped
FAIL: sub/tst.requires-unknown.sh: unknown requirement 'frobnicator'
FAIL: sub/tst.timeout.sh: timed out after 1s
FAIL: sub/tst.typo.sh: unknown directive @@timout
FAIL: sub/tst.xpass.sh: XPASS: passed but marked @@xfail: known bug
FAIL: tst.exit-1.sh: exit status 1, expected 0
FAIL: tst.out-differs.sh: stdout differs from tst.out-differs.r
PASS: sub/tst.env.sh
PASS: sub/tst.requires-rawtp.sh
PASS: tst.exit-3.sh
PASS: tst.no-r.sh
PASS: tst.out-same.sh
SKIP: sub/tst.requires-fentry.sh: needs fentry (fentry refused here)
SKIP: sub/tst.skip-77.sh: no frobnicator
SKIP: sub/tst.skip-directive.sh: not today
XFAIL: sub/tst.xfail.sh: known bug (exit status 1, expected 0)
