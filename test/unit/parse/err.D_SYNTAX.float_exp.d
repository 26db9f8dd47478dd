BEGIN { x = 1e10; }
