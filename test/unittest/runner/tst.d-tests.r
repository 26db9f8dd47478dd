exit status 1
6 passed, 7 failed, 0 skipped
FAIL: err.D_PROTO_LEN.wrong-tag.d: no [D_PROTO_LEN] in stderr
FAIL: err.D_SYNTAX.no-line.d: stderr does not name the line
FAIL: err.D_SYNTAX.status-2.d: exit status 2, expected 1
FAIL: err.untagged-0.d: exit status 0, expected a failure
FAIL: tst.crash.d: killed by signal 11
FAIL: tst.differs.d: stdout differs from tst.differs.r
FAIL: tst.trigger-missing.d: trigger nosuch not built (make check builds it from test/triggers/nosuch.c)
PASS: err.D_SYNTAX.ok.d
PASS: err.D_SYNTAX.with-r.d
PASS: err.untagged.d
PASS: tst.args.d
PASS: tst.exit-2.d
PASS: tst.trigger.d
