dtrace: invalid probe specifier struct s { int a; }; BEGIN { trace(offsetof(struct s, b)); }: [D_UNKNOWN] failed to determine offset of b: Member name not found.
status 1
dtrace: invalid probe specifier BEGIN { trace(offsetof(int, b)); }: [D_OFFSETOF_TYPE] offsetof operand must be a struct or union type
status 1
dtrace: invalid probe specifier struct s { char c; int a : 3; }; BEGIN { trace(offsetof(struct s, a)); }: [D_OFFSETOF_BITFIELD] cannot take offset of a bit-field: a
status 1
dtrace: invalid probe specifier BEGIN { trace((long long long)1); }: [D_UNKNOWN] failed to resolve type long long long : Unknown type name
status 1
dtrace: invalid probe specifier BEGIN { trace((nosuch_t)1); }: [D_SYNTAX] syntax error near "1"
status 1
dtrace: invalid probe specifier BEGIN /(short long)1/ { }: [D_UNKNOWN] failed to resolve type short long : Unknown type name
status 1
dtrace: invalid probe specifier BEGIN { trace((int)curthread->comm); }: [D_CAST_INVAL] in action list: invalid cast expression: "char [16]" to "int"
status 1
