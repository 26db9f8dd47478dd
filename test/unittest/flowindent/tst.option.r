FUNCTION                                 
 => getppid                                         2
 <= getppid                                         2

FUNCTION                                 
 => getppid                                         3
 <= getppid                                         3

