no name: entry, return and the 9 instructions
every instruction fired 5 times
second instruction 0 100
second instruction 1 100
second instruction 2 100
second instruction 3 100
second instruction 4 100

pidt_clamp returned at its two ret instructions
value 21
value -1
value 27
dtrace: invalid probe specifier pid$target:a.out:pidt_add:SECOND+1 { }: offset 0xSECOND+1 is not aligned on an instruction
status 1
