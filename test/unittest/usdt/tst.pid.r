dtrace status 0
plain in its own instance 4 (1)
sum 406
other 4

