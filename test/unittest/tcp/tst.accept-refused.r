== refused4
accept-refused 127.0.0.1:P+1 -> 127.0.0.1:P+2 flags 2 version 4 plength 40: 1
connect-request 127.0.0.1:P+1 -> 127.0.0.1:P+2 flags 2 version 4 plength 40: 1
accept-refused connection <unknown>:0 <unknown>:0 state-closed socket 0 packet 1: 1
connect-request connection 127.0.0.1:P+1 127.0.0.1:P+2 state-syn-sent socket 1 packet 1: 1

status 0
== refused6
accept-refused ::1:P+1 -> ::1:P+2 flags 2 version 6 plength 40: 1
connect-request ::1:P+1 -> ::1:P+2 flags 2 version 6 plength 40: 1
accept-refused connection <unknown>:0 <unknown>:0 state-closed socket 0 packet 1: 1
connect-request connection ::1:P+1 ::1:P+2 state-syn-sent socket 1 packet 1: 1

status 0
