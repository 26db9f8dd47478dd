dtrace: failed to compile script err.D_VAR_UNSUP.ipl.d: [D_VAR_UNSUP] line 4: built-in variable ipl is not supported: Linux has no interrupt priority levels that a BPF program can read
