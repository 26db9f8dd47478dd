#error  this   is "bad"  "a  b"c
