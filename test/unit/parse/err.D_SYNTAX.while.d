BEGIN { while (1) x++; }
