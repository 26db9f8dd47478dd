status 0
before
cmd 42
after

