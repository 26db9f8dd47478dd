timestamp 0
vtimestamp 0
walltimestamp 0
offset 0
next clause later 1
same offset 1
ERROR reads its own 1
firings later 1 1
aggregated 0

