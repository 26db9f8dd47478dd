status 1
could not enable tracing: failed to load program dt_dtrace_0: The total number of maps per program has reached the limit of 64 (Argument list too long)
