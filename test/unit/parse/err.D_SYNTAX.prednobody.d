BEGIN
/x == 1/
