74 0 64

74 0 64

verifier cost: about the same at 256 and 4096, under 100000
