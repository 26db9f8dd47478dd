stacks 64, mismatches 0, deepest 64
2970 drops
