dtrace: could not enable tracing: cannot set up the trace buffers: Cannot allocate memory
status 1
