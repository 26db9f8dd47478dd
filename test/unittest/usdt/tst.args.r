reg -1 123456789 -3 12 -300 0
reg args -1 4886718345 -3 18 -300 0
mem 100 -10 300 -42 77 0
const 5 -7 16 -1 ffffffffffffffff
reg -2 12345678a -3 12 -300 1000
reg args -2 4886718346 -3 18 -300 1000
mem 101 -11 301 -43 78 1
const 5 -7 16 -1 ffffffffffffffff
reg -3 12345678b -3 12 -300 2000
reg args -3 4886718347 -3 18 -300 2000
mem 102 -12 302 -44 79 2
const 5 -7 16 -1 ffffffffffffffff
plain 3

