1 1 1 1 1 1 1 1 0
1 1 1 1

status 0
tick-10ms two

status 0
tick-20ms

status 0
0 [] 1

status 0
dtrace: invalid probe specifier BEGIN { trace($2); }: [D_MACRO_UNDEF] macro argument $2 is not defined
status 1
dtrace: invalid probe specifier profile:::tick-$1 { exit(0); }: [D_PDESC_INVAL] invalid probe description "profile:::tick-$1": Undefined macro variable in probe description
status 1
dtrace: invalid probe specifier BEGIN { trace($1); }: [D_MACRO_UNUSED] extraneous argument '2' ($2 is not referenced)
status 1
1
status 0
dtrace: invalid probe specifier BEGIN { trace($1); }: [D_MACRO_OFLOW] macro argument $1 constant 99999999999999999999999 results in integer overflow
status 1
dtrace: invalid probe specifier BEGIN { trace($1 * 1); }: [D_OP_ARITH] in action list: operator * requires operands of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { trace($$1 * 2); }: [D_OP_ARITH] in action list: operator * requires operands of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { trace($projid); }: [D_MACRO_UNDEF] macro variable $projid is not defined
status 1
