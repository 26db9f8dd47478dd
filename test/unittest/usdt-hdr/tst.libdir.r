status 0
1
dtrace: failed to compile script provider.d: line 2: syntax error near "reqinfo_t"
status 1
