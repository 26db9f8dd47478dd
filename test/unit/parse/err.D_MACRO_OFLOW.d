BEGIN { x = $1; }
