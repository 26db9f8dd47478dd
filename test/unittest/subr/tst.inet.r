next clause

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x18) at BPF pc N
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x20) at BPF pc N
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x28) at BPF pc N
readable: ok
