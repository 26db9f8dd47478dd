/* quoted words lose their quotes; a quote starts a word */
#pragma error  this   is "bad"  "a  b"c
