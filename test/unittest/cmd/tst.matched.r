dtrace: description 'BEGIN ' matched 1 probe
dtrace: description 'BEGIN,END ' matched 2 probes
dtrace: script 't.d' matched 2 probes
