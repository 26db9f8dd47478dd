# 10 "foo.d"

BEGIN { x = ; }
