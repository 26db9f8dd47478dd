++/--: 8 8 8
-1 as int64_t: ffffffffffffffff -1
past 32 bits: 4294967296
char: 1 -128 1 0
short: 2 -32767
value of the assignment: -32768
scopes: 1 1 1 255 2 -32767
truncated to 0 frees: 0

