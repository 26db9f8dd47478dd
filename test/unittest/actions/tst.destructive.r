dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
status 1
yes

status 0
