dtrace: invalid probe specifier BEGIN { x = stack() + 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "stack" + "int"
status 1
dtrace: invalid probe specifier BEGIN { x = sym(0) + 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "_symaddr" + "int"
status 1
dtrace: invalid probe specifier BEGIN { x = 1 - usym(0); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" - "_usymaddr"
status 1
dtrace: invalid probe specifier BEGIN { x = stack() * 1; }: [D_OP_ARITH] in action list: operator * requires operands of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = 1 | sym(0); }: [D_OP_INT] in action list: operator | requires operands of integral type
status 1
dtrace: invalid probe specifier BEGIN { x = -stack(); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = !sym(0); }: [D_OP_SCALAR] in action list: operator ! requires an operand of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = stack() ? 1 : 2; }: [D_OP_SCALAR] in action list: operator ?: expression must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = (int)stack(); }: [D_CAST_INVAL] in action list: invalid cast expression: "stack" to "int"
status 1
dtrace: invalid probe specifier BEGIN { x = stack() == 0; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "stack" == "int"
status 1
dtrace: invalid probe specifier BEGIN { x = stack() == sym(0); }: [D_CG_EXPR] tracing function stack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = usym(0) < uaddr(0); }: [D_CG_EXPR] tracing function usym( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = stack() && 1; }: [D_OP_SCALAR] in action list: operator && requires operands of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = stack(); }: [D_CG_EXPR] tracing function stack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { self->x = ustack(); }: [D_CG_EXPR] tracing function ustack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x = stack(); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "stack"
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x += stack(); }: [D_OP_VFPTR] in action list: operator += requires left-hand scalar operand of known size
status 1
dtrace: invalid probe specifier BEGIN { x = 0; x -= mod(0); }: [D_OP_VFPTR] in action list: operator -= requires left-hand scalar operand of known size
status 1
dtrace: invalid probe specifier BEGIN { a[stack()] = 1; }: [D_CG_EXPR] tracing function stack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { @ = sum(stack()); }: [D_AGG_SCALAR] sum( ) argument #1 must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { @ = quantize(sym(0)); }: [D_AGG_SCALAR] quantize( ) argument #1 must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { trace(stack()); }: [D_CG_EXPR] tracing function stack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = stringof(stack()); }: [D_STRINGOF_TYPE] in action list: cannot apply stringof to a value of type stack
status 1
dtrace: invalid probe specifier BEGIN { stack() = 1; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "stack" = "int"
status 1
dtrace: invalid probe specifier BEGIN { x = strlen(sym(0)); }: [D_PROTO_ARG] in action list: strlen( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: _symaddr
status 1
dtrace: invalid probe specifier BEGIN { exit(umod(0)); }: [D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _usymaddr
status 1
dtrace: invalid probe specifier BEGIN { print(stack()); }: [D_PROTO_ARG] in action list: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: stack
status 1
dtrace: invalid probe specifier BEGIN { stack(), 1; }: [D_OP_ACT] in action list: operator , operands cannot be actions
status 1
dtrace: invalid probe specifier BEGIN { x = (1, sym(0)); }: [D_OP_ACT] in action list: operator , operands cannot be actions
status 1
dtrace: invalid probe specifier BEGIN { x = *stack(); }: [D_DEREF_NONPTR] in action list: cannot dereference non-pointer type
status 1
dtrace: invalid probe specifier BEGIN { printf("%d", sym(0)); }: [D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: _symaddr
status 1
dtrace: invalid probe specifier BEGIN { printf("%s", stack()); }: [D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: stack
status 1
dtrace: invalid probe specifier BEGIN { @[sym(0)] = count(); printa("%x %@d\n", @); }: [D_PRINTF_ARG_TYPE] printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %x
	 prototype: char, short, int, long, or long long
	  argument: _symaddr
status 1
dtrace: invalid probe specifier BEGIN { @[sym(0)] = count(); printa("%p %@d\n", @); }: [D_PRINTF_ARG_TYPE] printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %p
	 prototype: pointer or integer
	  argument: _symaddr
status 1
dtrace: invalid probe specifier BEGIN { @[sym(0)] = count(); printa("%k %@d\n", @); }: [D_PRINTF_ARG_TYPE] printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %k
	 prototype: stack
	  argument: _symaddr
status 1
dtrace: invalid probe specifier BEGIN { @[usym(0)] = count(); printa("%a %@d\n", @); }: [D_PRINTF_ARG_TYPE] printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %a
	 prototype: pointer or integer
	  argument: _usymaddr
status 1
dtrace: invalid probe specifier BEGIN { @[stack()] = count(); printa("%a %@d\n", @); }: [D_PRINTF_ARG_TYPE] printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %a
	 prototype: pointer or integer
	  argument: stack
status 1


  0x0                                                 0x0                                                               1

status 0
0x0|0x0|1

status 0
