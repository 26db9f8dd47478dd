== tcp4
connect-request 127.0.0.1:+1 -> 127.0.0.1:+0 flags 2 state-syn-sent local 1: 1
connect-request local 127.0.0.1:+1 remote 127.0.0.1:+0: 1
accept-established 127.0.0.1 -> 127.0.0.1 version 4 ports +1 -> +0: 1
connect-established 127.0.0.1 -> 127.0.0.1 version 4 ports +0 -> +1: 1
accept-established state-established local 127.0.0.1:+0 remote 127.0.0.1:+1: 1
connect-established state-established local 127.0.0.1:+1 remote 127.0.0.1:+0: 1
send #0 +1 -> +0 flags 2 state-syn-sent: 1
send #1 +0 -> +1 flags 12 state-syn-received: 1
send #2 +1 -> +0 flags 10 state-established: 1
listener state-closed -> state-listen state-closed
client state-closed -> state-syn-sent state-established state-fin-wait-1 state-fin-wait-2 state-closed
accepted state-listen -> state-syn-received state-established state-close-wait state-last-ack state-closed
other  ->
receive client->server  0
receive server->client  0
send client->server  0
send server->client  0
receive client->server FIN 1
receive client->server SYN 1
receive client->server data 1
receive server->client FIN 1
receive server->client SYN 1
receive server->client data 1
send client->server FIN 1
send client->server SYN 1
send client->server data 1
send server->client FIN 1
send server->client SYN 1
send server->client data 1
receive client->server 100 bytes
send client->server 100 bytes
receive server->client 200 bytes
send server->client 200 bytes
receive 127.0.0.1 -> 127.0.0.1 local 127.0.0.1 remote 127.0.0.1, client port +0, version 4
send 127.0.0.1 -> 127.0.0.1 local 127.0.0.1 remote 127.0.0.1, client port +1, version 4

status 0
== tcp6
connect-request ::1:+1 -> ::1:+0 flags 2 state-syn-sent local 1: 1
connect-request local ::1:+1 remote ::1:+0: 1
accept-established ::1 -> ::1 version 6 ports +1 -> +0: 1
connect-established ::1 -> ::1 version 6 ports +0 -> +1: 1
accept-established state-established local ::1:+0 remote ::1:+1: 1
connect-established state-established local ::1:+1 remote ::1:+0: 1
send #0 +1 -> +0 flags 2 state-syn-sent: 1
send #1 +0 -> +1 flags 12 state-syn-received: 1
send #2 +1 -> +0 flags 10 state-established: 1
listener state-closed -> state-listen state-closed
client state-closed -> state-syn-sent state-established state-fin-wait-1 state-fin-wait-2 state-closed
accepted state-listen -> state-syn-received state-established state-close-wait state-last-ack state-closed
other  ->
receive client->server  0
receive server->client  0
send client->server  0
send server->client  0
receive client->server FIN 1
receive client->server SYN 1
receive client->server data 1
receive server->client FIN 1
receive server->client SYN 1
receive server->client data 1
send client->server FIN 1
send client->server SYN 1
send client->server data 1
send server->client FIN 1
send server->client SYN 1
send server->client data 1
receive client->server 100 bytes
send client->server 100 bytes
receive server->client 200 bytes
send server->client 200 bytes
receive ::1 -> ::1 local ::1 remote ::1, client port +0, version 6
send ::1 -> ::1 local ::1 remote ::1, client port +1, version 6

status 0
