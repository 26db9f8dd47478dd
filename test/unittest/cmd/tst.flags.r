dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: description 'nosuch:::probe' matched 0 probes
dtrace: description 'BEGIN ' matched 1 probe
status 0
Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
status 2
