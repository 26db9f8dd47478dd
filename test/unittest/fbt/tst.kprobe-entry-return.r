entry count 1234 1234, buf is arg1: 1
return -1 1234 1234
entry count 4321 4321, buf is arg1: 1
return -1 4321 4321

