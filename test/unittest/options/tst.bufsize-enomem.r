dtrace: could not enable tracing: Memory allocation failure
status 1
