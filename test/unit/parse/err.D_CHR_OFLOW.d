BEGIN { x = 'abcdefghi'; }
