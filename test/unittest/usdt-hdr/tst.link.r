status 0
REL
enabled 0 0 0 0
D myapp_nothing_semaphore
D myapp_request__done_semaphore
D myapp_request__start_semaphore
D myapp_tick_semaphore
      1 myapp nothing (no arguments)
      2 myapp request__done 8@OP -4@OP
      2 myapp request__start 8@OP
      1 myapp tick 2@OP -1@OP 8@OP -8@OP 1@OP
      1 myapp|nothing|0|0
      1 myapp|request__done|2|struct native_req *|int|2|int|1|reqinfo_t *|0
      1 myapp|request__start|1|struct native_req *|1|reqinfo_t *|0
      1 myapp|tick|5|unsigned short|char|char *|long long|unsigned char|0
semaphores ok
V myapp_nothing_semaphore
V myapp_request__done_semaphore
V myapp_request__start_semaphore
V myapp_tick_semaphore
semaphores ok
== -o
enabled 0 0 0 0
== errors
dtrace: failed to link script fewer: no such probe request-start
status 1
dtrace: failed to link script other: no such provider myapp
status 1
dtrace: failed to link script other: prog.c is not an ELF file
status 1
dtrace: failed to link script other: failed to open nosuch.o: No such file or directory
status 1
cannot access 'fewer.o': No such file or directory
cannot access 'other.o': No such file or directory
