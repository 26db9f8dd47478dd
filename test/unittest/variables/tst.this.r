5 clause-local
15

