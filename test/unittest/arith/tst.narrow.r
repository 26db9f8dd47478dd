char+char -56 size 1
ushort*short 2 size 2
in 64 bits 100 1 200
same-type cast 100 200
stored -56 1
char+int 200 4
-56
12c
ushort+ushort 65534 2
ushort+int 65536 4
char+long 101 8
unary -100 1 0 2
shift -56 1 -1
shift uchar 0 ushort 0
shift counts mod 64 1 2 -4 2 -1
ternary 100 2
int<uint 0 int+uint 0 0 size 4
int/uint 4294967295 long<uint 1
mixed compare 0 0
int past 31 bits -2147483648 1073741824 2147483648 1
constant 1073741824 1
constant narrow 100 1 -56
uint past 32 bits 2147483648 0
div -3 -1 -3 1
div run time -3 -1 -3
udiv 2147483644 9

