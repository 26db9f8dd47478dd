{  }
FUNCTION|
 -> calls                                    -> pidt_add                               <- pidt_add                             <- calls|
{ printf("\n"); }
FUNCTION|
 -> calls|
   -> pidt_add|
   <- pidt_add|
 <- calls|
|
