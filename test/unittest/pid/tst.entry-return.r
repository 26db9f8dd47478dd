pid-calls:pidt_add:entry 0 100
pidt_add = 100
pid-calls:pidt_add:entry 1 100
pidt_add = 101
pid-calls:pidt_add:entry 2 100
pidt_add = 102
pid-calls:pidt_add:entry 3 100
pidt_add = 103
pid-calls:pidt_add:entry 4 100
pidt_add = 104
pidt_args8 1 2 3 4 5 6 7 8
pidt_args8 = 36
pidt_sign(-5)
pidt_sign = -1
pidt_sign(0)
pidt_sign = 0
pidt_sign(7)
pidt_sign = 1

