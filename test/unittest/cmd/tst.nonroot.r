dtrace: run as root for tracing and listing probes
status 1
