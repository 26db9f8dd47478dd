ip: send receive
ip:receive: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: ifinfo_t *; args[4]: ipv4info_t *; args[5]: ipv6info_t *
ip:send: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: ifinfo_t *; args[4]: ipv4info_t *; args[5]: ipv6info_t *
status 0
tcp: send receive connect-request connect-established connect-refused accept-established accept-refused state-change
tcp:accept-established: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *; args[5]: void; args[6]: int
tcp:accept-refused: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *
tcp:connect-established: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *; args[5]: void; args[6]: int
tcp:connect-refused: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *; args[5]: void; args[6]: int
tcp:connect-request: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *
tcp:receive: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *
tcp:send: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: tcpsinfo_t *; args[4]: tcpinfo_t *
tcp:state-change: Evolving Evolving ISA Evolving Evolving ISA; args[0]: void; args[1]: csinfo_t *; args[2]: void; args[3]: tcpsinfo_t *; args[4]: void; args[5]: tcplsinfo_t *; args[6]: int
status 0
udp: send receive
udp:receive: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: udpsinfo_t *; args[4]: udpinfo_t *
udp:send: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: udpsinfo_t *; args[4]: udpinfo_t *
status 0
udplite: send receive
udplite:receive: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: udplitesinfo_t *; args[4]: udpliteinfo_t *
udplite:send: Evolving Evolving ISA Evolving Evolving ISA; args[0]: pktinfo_t *; args[1]: csinfo_t *; args[2]: ipinfo_t *; args[3]: udplitesinfo_t *; args[4]: udpliteinfo_t *
status 0
