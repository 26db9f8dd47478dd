ERROR fault 1 addr 0
given [a]
later clause [b]
ERROR fault 1 addr 0
no token
ERROR fault 1 addr 0
ERROR fault 1 addr 0

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
dtrace: error in dt_clause_5 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
dtrace: error in dt_clause_7 for probe ID 2 (dtrace:::END): invalid address (0x0) at BPF pc N
