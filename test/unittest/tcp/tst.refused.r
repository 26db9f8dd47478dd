== refused4
connect-refused packet 127.0.0.1:+2 -> 127.0.0.1:+1 flags 0 version 4: 1
connect-request packet 127.0.0.1:+1 -> 127.0.0.1:+2 flags 2 version 4: 1
connect-refused connection 127.0.0.1:P+1 127.0.0.1:P+2 state-syn-sent socket 1: 1
connect-request connection 127.0.0.1:P+1 127.0.0.1:P+2 state-syn-sent socket 1: 1
receive RST to +1: 1
send RST to +1: 1
state-change state-closed -> state-syn-sent: 1
state-change state-syn-sent -> state-closed: 1

status 0
== refused6
connect-refused packet ::1:+2 -> ::1:+1 flags 0 version 6: 1
connect-request packet ::1:+1 -> ::1:+2 flags 2 version 6: 1
connect-refused connection ::1:P+1 ::1:P+2 state-syn-sent socket 1: 1
connect-request connection ::1:P+1 ::1:P+2 state-syn-sent socket 1: 1
receive RST to +1: 1
send RST to +1: 1
state-change state-closed -> state-syn-sent: 1
state-change state-syn-sent -> state-closed: 1

status 0
