
status 0

status 0

status 0

status 0
dtrace: failed to compile script t.d: [D_PRAGMA_DEPEND] line 1: program requires module dtt_no_such_module
status 1
dtrace: failed to compile script t.d: [D_PRAGMA_INVAL] line 1: main program may not explicitly depend on a library
status 1
