#!/bin/bash
# An action used where a value is computed is void, as DTrace types it: the
# operator it is an operand of refuses it with its own message (D_OP_INCOMPAT
# naming "void", D_OP_ARITH, D_OP_SCALAR, D_OP_INT, D_CAST_INVAL, D_KEY_TYPE,
# D_AGG_SCALAR, D_TRACE_VOID, D_PROTO_ARG...), its arguments are checked as
# any (an undefined aggregation is D_IDENT_UNDEF there), and what passes the
# types (two voids compared) is refused by the code generator as DTrace does
# (D_CG_EXPR, with no region).  The comma takes no action (D_OP_ACT).
# @@requires: root
for p in 'x = trace(1);' 'x = 0; x = trace(1);' 'self->x = trace(1);' 'x[1] = trace(1);' \
	 'x = printa(@undefined);' '@a = count(); x = printa(@a);' 'x = printf("a");' \
	 'x = trace(1) + 1;' 'x = trace(1) - 1;' 'x = 1 << trace(1);' 'x = trace(1) ^^ 1;' \
	 'x = trace(1) && 1;' 'x = -trace(1);' '-trace(1);' 'x = !trace(1);' 'x = ~trace(1);' \
	 'x = trace(1)++;' 'trace(1) = 1;' 'x += trace(1);' 'x = 0; x += trace(1);' \
	 'x = 0; x *= trace(1);' 'x = 0; x |= exit(0);' 'x = trace(1) == 0;' \
	 'x = trace(1) == trace(1);' 'x = trace(1) < stack();' 'x = (int)trace(1);' \
	 'x = -trace(y);' 'x = stringof(trace(1));' 'x = *trace(1);' 'x = &trace(1);' \
	 'a[trace(1)] = 1;' 'a[1, trace(1)] = 1;' '@[1, trace(1)] = count();' \
	 '@ = sum(trace(1));' '@ = quantize(exit(0));' 'printf("%d", trace(1));' \
	 'exit(trace(1));' 'print(trace(1));' 'trace(1), 1;' 'x = (1, trace(1));'; do
	$dtrace -x errtags -qn "BEGIN { $p }" 2>&1; echo "status $?"
done
