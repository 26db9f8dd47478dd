one

two

-e status 0
dtrace: failed to set -x nosuch: Invalid option name
status 1
dtrace: failed to set -x bufsize: Invalid value for specified option
status 1
dtrace: Oracle D 2.0
