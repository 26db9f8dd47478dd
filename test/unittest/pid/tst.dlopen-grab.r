trigger status 0 output 42
dlt_add 8 calls
