status 0
status 0
dtrace: invalid probe specifier BEGIN { trace(curthread); }: [D_ATTR_MIN] in action list: attributes for scalar curthread (Stable/Private/Common) are less than predefined minimum
status 1
dtrace: invalid probe specifier BEGIN { trace(`no_such_kernel_symbol); }: [D_ATTR_MIN] in action list: attributes for symbol `no_such_kernel_symbol (Private/Private/Unknown) are less than predefined minimum
status 1
dtrace: failed to set -x amin: Invalid value for specified option
status 1
dtrace: failed to set -x amin: Invalid value for specified option
status 1
