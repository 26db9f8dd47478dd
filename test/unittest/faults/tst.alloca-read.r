in 7
next alloca 9 9

status 0
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid size (0x4) at BPF pc N
dtrace: error in dt_clause_5 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
dtrace: error in dt_clause_6 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
