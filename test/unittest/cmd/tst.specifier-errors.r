dtrace: invalid probe specifier BEGIN { x++ + nosuch; }: in action list: failed to resolve nosuch: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { y = nosuch; }: [D_IDENT_UNDEF] in action list: failed to resolve nosuch: Unknown variable name
status 1
dtrace: invalid probe specifier a:b:c:d:e: invalid probe description "a:b:c:d:e": Overspecified probe description
status 1
dtrace: invalid probe specifier :::nosuchprobe: probe description :::nosuchprobe does not match any probes
status 1

status 0
