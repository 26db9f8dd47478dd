BEGIN { x = 10LU; }
