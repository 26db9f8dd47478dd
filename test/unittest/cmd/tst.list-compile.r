## -l -n BEGIN { x = ; }
status 1
err: dtrace: invalid probe specifier BEGIN { x = ; }: syntax error near ";"
## -l -n BEGIN -n foo:::bar:baz
status 1
err: dtrace: invalid probe specifier foo:::bar:baz: invalid probe description "foo:::bar:baz": Overspecified probe description
## -l -i 0 -n BEGIN
status 1
err: dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
## -l -s /nonexistent/x.d -n BEGIN
status 1
err: dtrace: failed to open /nonexistent/x.d: No such file or directory
## -l -n nosuch::: -n BEGIN
status 0
out:    ID   PROVIDER            MODULE                          FUNCTION NAME
out:     1     dtrace                                                     BEGIN
err: dtrace: failed to match nosuch:::: No probe matches description
## -l -n a b
status 0
out:    ID   PROVIDER            MODULE                          FUNCTION NAME
err: dtrace: failed to match :::a: No probe matches description
err: dtrace: failed to match :::b: No probe matches description
## -l -i 1
status 0
out:    ID   PROVIDER            MODULE                          FUNCTION NAME
out:     1     dtrace                                                     BEGIN
## -l -n BEGIN,END
status 0
out:    ID   PROVIDER            MODULE                          FUNCTION NAME
out:     1     dtrace                                                     BEGIN
out:     2     dtrace                                                     END
