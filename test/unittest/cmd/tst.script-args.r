42 hello

dtrace: failed to compile script s.d: line 3: extraneous argument '3' ($3 is not referenced)
status 1
