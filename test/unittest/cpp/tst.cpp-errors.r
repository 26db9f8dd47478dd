## -C -x cpppath=/nonexistent/cpp -s ok.d
dtrace: failed to compile script ok.d: Preprocessor not found
status 1
## -C -x cpppath=/etc/passwd -s ok.d
dtrace: failed to compile script ok.d: Failed to exec preprocessor
status 1
## -C -x cpppath=/bin/false -s ok.d
dtrace: failed to compile script ok.d: Preprocessor failed to process input program
status 1
## -C -s noinc.d
/dev/stdin:1:10: fatal error: nosuch.h: No such file or directory
compilation terminated.
dtrace: failed to compile script noinc.d: Preprocessor failed to process input program
status 1
## -C -s err.d
/dev/stdin:1:2: error: #error boom here
dtrace: failed to compile script err.d: Preprocessor failed to process input program
status 1
## -C -s inc.d
dtrace: failed to compile script inc.d: "TMP/bad.h", line 2: positive integral constant expression or tuple signature expected as array declaration subscript
status 1
