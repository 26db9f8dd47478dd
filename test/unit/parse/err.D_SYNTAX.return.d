BEGIN { return; }
