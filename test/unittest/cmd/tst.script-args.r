42 hello

dtrace: failed to compile script s.d: extraneous argument '3' ($3 is not referenced)
status 1
