BEGIN
END { exit(0); }
tick-1s /x/ { trace(1) }
