dtrace: failed to compile script t.d: line 4: operator << requires operands of integral type
status 1
