libustack-nofp.so:nofp_cmp:entry
              libustack-nofp.so`nofp_cmp
dtrace: invalid probe specifier pid$target:libustack-nofp.so:nofp_cmp:entry { printf("%s:%s:%s", probemod, probefunc, probename); ustack(1); }: failed to lookup 'nofp_cmp' in module 'libustack-nofp.so' (stripped: no .symtab, only its dynamic symbols are known)
status 1
