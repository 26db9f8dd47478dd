100

84 drops
