10 or more stacks through main, all of them down to _start
