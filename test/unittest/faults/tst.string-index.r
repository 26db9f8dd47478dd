last 1

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): index out of bounds (256) at BPF pc N
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): index out of bounds (-1) at BPF pc N
