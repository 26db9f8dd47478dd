1

ok
