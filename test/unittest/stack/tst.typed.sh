#!/bin/bash
# Stacks and symbols are typed as DTrace types them: stack() and ustack() as
# "stack", sym(), func() and mod() as "_symaddr", usym(), ufunc(), umod() and
# uaddr() as "_usymaddr", typedefs of void.  No operator takes them (the
# operator's own message, naming the type); what passes the types (an
# assignment to a new variable or one of the same type, a comparison of two
# of them, an associative array key, trace()) is refused as DTrace refuses it
# while generating code: D_CG_EXPR, with no region.  Aggregation keys and
# printa() conversions take them, each conversion its own type.
# @@requires: root
for p in 'x = stack() + 1;' 'x = sym(0) + 1;' 'x = 1 - usym(0);' 'x = stack() * 1;' \
	 'x = 1 | sym(0);' 'x = -stack();' 'x = !sym(0);' 'x = stack() ? 1 : 2;' \
	 'x = (int)stack();' 'x = stack() == 0;' 'x = stack() == sym(0);' \
	 'x = usym(0) < uaddr(0);' 'x = stack() && 1;' 'x = stack();' 'self->x = ustack();' \
	 'x = 0; x = stack();' 'x = 0; x += stack();' 'x = 0; x -= mod(0);' \
	 'a[stack()] = 1;' '@ = sum(stack());' '@ = quantize(sym(0));' 'trace(stack());' \
	 'x = stringof(stack());' 'stack() = 1;' 'x = strlen(sym(0));' 'exit(umod(0));' \
	 'print(stack());' 'stack(), 1;' 'x = (1, sym(0));' 'x = *stack();' \
	 'printf("%d", sym(0));' 'printf("%s", stack());' \
	 '@[sym(0)] = count(); printa("%x %@d\n", @);' \
	 '@[sym(0)] = count(); printa("%p %@d\n", @);' \
	 '@[sym(0)] = count(); printa("%k %@d\n", @);' \
	 '@[usym(0)] = count(); printa("%a %@d\n", @);' \
	 '@[stack()] = count(); printa("%a %@d\n", @);' \
	 '@[stack(), sym(0), usym(0)] = count(); printa(@); exit(0);' \
	 '@[sym(0), mod(0)] = count(); printa("%a|%a|%@d\n", @); exit(0);'; do
	$dtrace -x errtags -qn "BEGIN { $p }" 2>&1; echo "status $?"
done
