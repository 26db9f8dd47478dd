dtrace: invalid probe specifier BEGIN { x = sum(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "scalar" = "aggregating function"
status 1
dtrace: invalid probe specifier BEGIN { x = 1; x = count(); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "aggregating function"
status 1
dtrace: invalid probe specifier BEGIN { x = quantize(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "scalar" = "aggregating function"
status 1
dtrace: invalid probe specifier BEGIN { x = count() + 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "aggregating function" + "int"
status 1
dtrace: invalid probe specifier BEGIN { x = -count(); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = count() == 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "aggregating function" == "int"
status 1
dtrace: invalid probe specifier BEGIN { trace(count()); }: [D_TRACE_DYN] trace( ) may not be applied to a dynamic expression
status 1
dtrace: invalid probe specifier BEGIN { count(); }: [D_CG_EXPR] aggregating function count( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { sum(1); }: [D_CG_EXPR] aggregating function sum( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { printf("%d", sum(1)); }: [D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: aggregating function
status 1
dtrace: invalid probe specifier BEGIN { @[count()] = count(); }: [D_KEY_TYPE] in action list: aggregating function expression may not be used as aggregation index: key #1
status 1
dtrace: invalid probe specifier BEGIN { a[count()] = 1; }: [D_KEY_TYPE] in action list: aggregating function expression may not be used as associative array index: key #1
status 1
dtrace: invalid probe specifier BEGIN /count()/ { }: [D_PRED_SCALAR] in predicate: predicate result must be of scalar type
status 1
