pid$target: 7 calls
first: 3 calls
second: 5 calls
pid$target returns: 3
