dtrace: invalid probe specifier BEGIN { x = trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "void"
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x = trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "void"
status 1
dtrace: invalid probe specifier BEGIN { self->x = trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "void"
status 1
dtrace: invalid probe specifier BEGIN { x[1] = trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "void"
status 1
dtrace: invalid probe specifier BEGIN { x = printa(@undefined); }: [D_IDENT_UNDEF] in action list: failed to resolve @undefined: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { @a = count(); x = printa(@a); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "void"
status 1
dtrace: invalid probe specifier BEGIN { x = printf("a"); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "void"
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) + 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" + "int"
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) - 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" - "int"
status 1
dtrace: invalid probe specifier BEGIN { x = 1 << trace(1); }: [D_OP_INT] in action list: operator << requires operands of integral type
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) ^^ 1; }: [D_OP_SCALAR] in action list: operator ^^ requires operands of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) && 1; }: [D_OP_SCALAR] in action list: operator && requires operands of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = -trace(1); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { -trace(1); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = !trace(1); }: [D_OP_SCALAR] in action list: operator ! requires an operand of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = ~trace(1); }: [D_OP_INT] in action list: operator ~ requires an operand of integral type
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1)++; }: [D_OP_SCALAR] in action list: operator ++ requires operand of scalar type
status 1
dtrace: invalid probe specifier BEGIN { trace(1) = 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" = "int"
status 1
dtrace: invalid probe specifier BEGIN { x += trace(1); }: [D_VAR_UNDEF] in action list: x has not yet been declared or assigned
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x += trace(1); }: [D_OP_VFPTR] in action list: operator += requires left-hand scalar operand of known size
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x *= trace(1); }: [D_OP_ARITH] in action list: operator *= requires operands of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x |= exit(0); }: [D_OP_INT] in action list: operator |= requires operands of integral type
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) == 0; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "void" == "int"
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) == trace(1); }: [D_CG_EXPR] tracing function trace( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = trace(1) < stack(); }: [D_CG_EXPR] tracing function trace( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = (int)trace(1); }: [D_CAST_INVAL] in action list: invalid cast expression: "void" to "int"
status 1
dtrace: invalid probe specifier BEGIN { x = -trace(y); }: [D_IDENT_UNDEF] in action list: failed to resolve y: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { x = stringof(trace(1)); }: [D_STRINGOF_TYPE] in action list: cannot apply stringof to a value of type void
status 1
dtrace: invalid probe specifier BEGIN { x = *trace(1); }: [D_DEREF_NONPTR] in action list: cannot dereference non-pointer type
status 1
dtrace: invalid probe specifier BEGIN { x = &trace(1); }: [D_ADDROF_LVAL] in action list: unacceptable operand for unary & operator
status 1
dtrace: invalid probe specifier BEGIN { a[trace(1)] = 1; }: [D_KEY_TYPE] in action list: void expression may not be used as associative array index: key #1
status 1
dtrace: invalid probe specifier BEGIN { a[1, trace(1)] = 1; }: [D_KEY_TYPE] in action list: void expression may not be used as associative array index: key #2
status 1
dtrace: invalid probe specifier BEGIN { @[1, trace(1)] = count(); }: [D_KEY_TYPE] in action list: void expression may not be used as aggregation index: key #2
status 1
dtrace: invalid probe specifier BEGIN { @ = sum(trace(1)); }: [D_AGG_SCALAR] sum( ) argument #1 must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { @ = quantize(exit(0)); }: [D_AGG_SCALAR] quantize( ) argument #1 must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { printf("%d", trace(1)); }: [D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: void
status 1
dtrace: invalid probe specifier BEGIN { exit(trace(1)); }: [D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: void
status 1
dtrace: invalid probe specifier BEGIN { print(trace(1)); }: [D_PROTO_ARG] in action list: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: void
status 1
dtrace: invalid probe specifier BEGIN { trace(1), 1; }: [D_OP_ACT] in action list: operator , operands cannot be actions
status 1
dtrace: invalid probe specifier BEGIN { x = (1, trace(1)); }: [D_OP_ACT] in action list: operator , operands cannot be actions
status 1
