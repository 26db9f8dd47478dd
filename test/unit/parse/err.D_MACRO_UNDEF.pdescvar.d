pid$nosuch:::entry { }
