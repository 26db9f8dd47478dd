kernel depth is 3 or more
stackdepth = frames of stack()
ustackdepth = frames of ustack()
  ustack`ustack_outer                               |
2 2

