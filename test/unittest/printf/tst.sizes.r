-1 65535 ffff -2 3 -4 5 ffffffffffffffff
-1 18446744073709551615 255 ffffffff ffffffffffffffff -7

