status 0
drops reported
status 0
drops tagged
