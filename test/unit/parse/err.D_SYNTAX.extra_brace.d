BEGIN { x = 1; } }
