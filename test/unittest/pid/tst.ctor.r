ctor_work 3
sum 6

ctor_init 1
ctor_work 10
sum 48

