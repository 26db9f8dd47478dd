/etc/hostname /etc
[] [/] [/etc/hostnam] [/etc/hostname]

dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x10)

