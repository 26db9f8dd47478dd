status 0
