second argument 100: 4 calls

