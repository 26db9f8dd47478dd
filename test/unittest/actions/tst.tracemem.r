
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 64 74 72 61 63 65 00 00 00 00 00 00              dtrace......

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 64 74 72 61 63                                   dtrac

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 64 74 72                                         dtr

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef

end

