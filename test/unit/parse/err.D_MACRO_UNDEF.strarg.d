BEGIN { x = $$2; }
