FUNCTION                                 
 => getppid                               [entry]
 <= getppid                               [return]

