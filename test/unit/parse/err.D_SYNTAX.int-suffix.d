BEGIN { x = 12lul; }
