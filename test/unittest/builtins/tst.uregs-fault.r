ERROR: fault 3 value 21
ERROR: fault 3 value -1

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
