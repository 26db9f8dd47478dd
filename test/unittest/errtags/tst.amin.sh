# -x amin: identifiers below the minimum attributes are refused
# (D_ATTR_MIN); a minimum they meet, partial and any-case values pass; a
# value that is no attribute is refused as the option's value.
# @@requires: root
try() {
	$dtrace -x errtags -x "amin=$1" -e -n "$2" 2>&1
	echo "status $?"
}
try Stable/Private/Common 'BEGIN { trace(curthread); }'
try stable/stable/common 'BEGIN { trace(pid); }'
try Stable 'BEGIN { trace(curthread); }'
try Evolving 'BEGIN { trace(`no_such_kernel_symbol); }'
try Stable/Sable/Common 'BEGIN { }'
try Stable/Stable/Common/Common 'BEGIN { }'
