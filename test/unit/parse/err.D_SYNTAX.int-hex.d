BEGIN { x = 0xfg; }
