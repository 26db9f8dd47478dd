1

status 0
