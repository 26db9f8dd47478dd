BEGIN { x = $3; }
