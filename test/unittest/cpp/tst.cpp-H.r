42

status 0
1
