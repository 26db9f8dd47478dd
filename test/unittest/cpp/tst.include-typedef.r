## #include <stdint.h>|BEGIN { printf("%d %d\n", sizeof(int8_t)
1 44

status 0
## #include <stdint.h>|#include <inttypes.h>|#include <sys/type

status 0
## #include "int8.h"|BEGIN { printf("%d\n", sizeof(int8_t)); ex
4

status 0
## typedef int foo;|#include "long.h"|BEGIN { printf("%d\n", si
8

status 0
## #include "int.h"|#include "long.h"|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_DECL_IDRED] "TMP/inc/long.h", line 1: typedef redeclared: foo
status 1
## #include "int.h"|#include "int.h"|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_DECL_IDRED] "TMP/inc/int.h", line 2: typedef redeclared: foo
status 1
## #include "int.h"|typedef int foo;|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_DECL_IDRED] line 2: typedef redeclared: foo
status 1
## typedef char int8_t;|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_DECL_IDRED] line 1: typedef redeclared: int8_t
status 1
## /* main */|#include "neg.h"|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_DECL_ARRSUB] "TMP/inc/neg.h", line 3: positive integral constant expression or tuple signature expected as array declaration subscript
status 1
## /* main */|#include "clause.h"|BEGIN { exit(0); }|
dtrace: failed to compile script t.d: [D_IDENT_UNDEF] line 3: failed to resolve nosuch: Unknown variable name
status 1
