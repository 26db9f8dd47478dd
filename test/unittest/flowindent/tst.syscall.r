FUNCTION                                 
 => getppid                                         1
  | getppid:entry                         x
 <= getppid                                         1
 => getppid                                         1
  | getppid:entry                         x
 <= getppid                                         1

