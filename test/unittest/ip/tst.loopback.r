== udp4
receive ip version 4 127.0.0.1 -> 127.0.0.1 plength 18 if lo local 1 addr 1: 1
receive ip version 4 127.0.0.1 -> 127.0.0.1 plength 28 if lo local 1 addr 1: 1
receive ip version 4 127.0.0.1 -> 127.0.0.1 plength 38 if lo local 1 addr 1: 1
send ip version 4 127.0.0.1 -> 127.0.0.1 plength 18 if lo local 1 addr 1: 1
send ip version 4 127.0.0.1 -> 127.0.0.1 plength 28 if lo local 1 addr 1: 1
send ip version 4 127.0.0.1 -> 127.0.0.1 plength 38 if lo local 1 addr 1: 1
receive ipv4 version 4 ihl 20 length 38 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
receive ipv4 version 4 ihl 20 length 48 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
receive ipv4 version 4 ihl 20 length 58 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
send ipv4 version 4 ihl 20 length 38 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
send ipv4 version 4 ihl 20 length 48 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
send ipv4 version 4 ihl 20 length 58 UDP ttl 64 127.0.0.1 -> 127.0.0.1: 1
receive ipv4 protocol 17 flags 4 offset 0 src==dst 1 hdr 1: 3
send ipv4 protocol 17 flags 4 offset 0 src==dst 1 hdr 1: 3
receive ipv6 version 0 plen 0 nexthdr 0 <null> hlim 0 <null> -> <null>: 3
send ipv6 version 0 plen 0 nexthdr 0 <null> hlim 0 <null> -> <null>: 3
receive ipv6 src 0 hdr 0 tclass 0: 3
send ipv6 src 0 hdr 0 tclass 0: 3

status 0
== udp6
receive ip version 6 ::1 -> ::1 plength 18 if lo local 1 addr 1: 1
receive ip version 6 ::1 -> ::1 plength 28 if lo local 1 addr 1: 1
receive ip version 6 ::1 -> ::1 plength 38 if lo local 1 addr 1: 1
send ip version 6 ::1 -> ::1 plength 18 if lo local 1 addr 1: 1
send ip version 6 ::1 -> ::1 plength 28 if lo local 1 addr 1: 1
send ip version 6 ::1 -> ::1 plength 38 if lo local 1 addr 1: 1
receive ipv4 version 0 ihl 0 length 0 <null> ttl 0 <null> -> <null>: 3
send ipv4 version 0 ihl 0 length 0 <null> ttl 0 <null> -> <null>: 3
receive ipv4 protocol 0 flags 0 offset 0 src==dst 1 hdr 0: 3
send ipv4 protocol 0 flags 0 offset 0 src==dst 1 hdr 0: 3
receive ipv6 version 6 plen 18 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
receive ipv6 version 6 plen 28 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
receive ipv6 version 6 plen 38 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
send ipv6 version 6 plen 18 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
send ipv6 version 6 plen 28 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
send ipv6 version 6 plen 38 nexthdr 17 UDP hlim 64 ::1 -> ::1: 1
receive ipv6 src 1 hdr 1 tclass 0: 3
send ipv6 src 1 hdr 1 tclass 0: 3

status 0
