probes: 2
fentry: status 0
kprobes over the module: status 0
