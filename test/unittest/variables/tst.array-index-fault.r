ERROR: fault 11 value 4
7

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): index out of bounds (4) at BPF pc N
