# dtrace -v: a program's Minimum Statement Attributes are the lowest of
# the identifiers it uses (curthread's data semantics are Private), and
# Stable/Stable/Common for a program of stable ones.
# @@requires: root
for e in 'trace(curthread);' 'trace(pid);'; do
	$dtrace -v -e -n "BEGIN { $e }" | sed -n '/Minimum Statement/,/Dependency/p'
done
