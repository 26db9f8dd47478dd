global 1
self 1 this 1
assoc 1
tls assoc 1
ternary 10
argument abcd
subscript 5
assigned after 7
both 1 2
order 3
later clause 2
later clause 1
in an argument 4 4
aggregation key 1 value 10

