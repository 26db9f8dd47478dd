#error  this   is "bad"
