FUNCTION
 -> calls
   -> pidt_add
   <- pidt_add
   -> pidt_args8
   <- pidt_args8
   -> pidt_sign
   <- pidt_sign
   -> pidt_sign
   <- pidt_sign
   -> pidt_sign
   <- pidt_sign
   -> pidt_clamp
   <- pidt_clamp
   -> pidt_clamp
   <- pidt_clamp
   -> pidt_clamp
   <- pidt_clamp
 <- calls

