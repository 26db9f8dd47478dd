pid-calls pidt_add entry
pid-calls pidt_add return
pid-calls pidt_add entry
pid-calls pidt_args8 entry
pid-calls pidt_sign entry
libc.so.6 getppid entry
all: pid-calls pidt_add entry
all: pid-calls pidt_add return
all: pid-calls pidt_args8 entry
all: pid-calls pidt_args8 return
all: pid-calls pidt_sign entry
all: pid-calls pidt_sign return
all: pid-calls pidt_clamp entry
all: pid-calls pidt_clamp return
provider pid<PID>
