pidt_clamp = 21
pidt_clamp = -1
pidt_clamp = 27
pidt_add(0, 100) 1
pidt_add(1, 100) 1
pidt_add(2, 100) 1
pidt_add(3, 100) 1
pidt_add(4, 100) 1
getppid 3

second argument 100: 4 calls

