ERROR: id 3 probe 1 clause 0 fault 4
next clause: id 1 arg1 0

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc N
dtrace: 1 error in ERROR probe enabling
