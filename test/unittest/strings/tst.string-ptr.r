h o 0 104 e
1 1
y x w c c
ello|llo||ello|yz
ello 256 1 e
ell
1 256

