== udplite4
receive P+3 -> P+4 coverage 12 ip_plength 18 127.0.0.1 -> 127.0.0.1 hdr 1: 1
receive P+3 -> P+4 coverage 12 ip_plength 28 127.0.0.1 -> 127.0.0.1 hdr 1: 1
receive P+3 -> P+4 coverage 12 ip_plength 38 127.0.0.1 -> 127.0.0.1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 18 127.0.0.1 -> 127.0.0.1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 28 127.0.0.1 -> 127.0.0.1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 38 127.0.0.1 -> 127.0.0.1 hdr 1: 1
receive local 127.0.0.1:P+4 remote 127.0.0.1:P+3 socket 0: 3
send local 127.0.0.1:P+3 remote 0.0.0.0:0 socket 1: 3

status 0
== udplite6
receive P+3 -> P+4 coverage 12 ip_plength 18 ::1 -> ::1 hdr 1: 1
receive P+3 -> P+4 coverage 12 ip_plength 28 ::1 -> ::1 hdr 1: 1
receive P+3 -> P+4 coverage 12 ip_plength 38 ::1 -> ::1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 18 ::1 -> ::1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 28 ::1 -> ::1 hdr 1: 1
send P+3 -> P+4 coverage 12 ip_plength 38 ::1 -> ::1 hdr 1: 1
receive local ::1:P+4 remote ::1:P+3 socket 0: 3
send local ::1:P+3 remote :::0 socket 1: 3

status 0
