pid-calls pidt_sign
  pid-calls`pidt_sign
              pid-calls`pidt_sign
              pid-calls`calls
              pid-calls`main
libc.so.6 getppid

              libc.so.6`getppid
              pid-calls`calls

