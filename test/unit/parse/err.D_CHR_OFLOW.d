BEGIN { x = 'abcde'; }
