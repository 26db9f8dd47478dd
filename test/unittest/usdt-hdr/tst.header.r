status 0
#define MYAPP_NOTHING()
#define MYAPP_NOTHING_ENABLED()
#define MYAPP_REQUEST_DONE(arg0, arg1)
#define MYAPP_REQUEST_DONE_ENABLED()
#define MYAPP_REQUEST_START(arg0)
#define MYAPP_REQUEST_START_ENABLED()
#define MYAPP_TICK(arg0, arg1, arg2, arg3, arg4)
#define MYAPP_TICK_ENABLED()
== -O0
enabled 0 0 0 0
myapp request__start 8@OP
myapp tick 2@OP -1@OP 8@OP -8@OP 1@OP
myapp request__done 8@OP -4@OP
myapp nothing (no arguments)
myapp|request__start|1|struct native_req *|1|reqinfo_t *|0
myapp|tick|5|unsigned short|char|char *|long long|unsigned char|0
myapp|request__done|2|struct native_req *|int|2|int|1|reqinfo_t *|0
myapp|nothing|0|0
semaphores ok
== -O2
enabled 0 0 0 0
myapp request__start 8@OP
myapp tick 2@OP -1@OP 8@OP -8@OP 1@OP
myapp request__done 8@OP -4@OP
myapp nothing (no arguments)
myapp|request__start|1|struct native_req *|1|reqinfo_t *|0
myapp|tick|5|unsigned short|char|char *|long long|unsigned char|0
myapp|request__done|2|struct native_req *|int|2|int|1|reqinfo_t *|0
myapp|nothing|0|0
semaphores ok
enabled 0 0 0 0
0
usdt:prog:myapp:nothing
usdt:prog:myapp:request__done
usdt:prog:myapp:request__start
usdt:prog:myapp:tick
