a[x++] = x: 1 0 2
self->b[x++] = x++: 0 2 4
c[x++, x++] = x: 1 3
x++ * 10 + x++: 12 3
(x += 2) * (x += 3): 18 6
arguments: 1 2 3
x = x++: 1
@k[x++] = sum(x): 1 2
@v[x] = sum(x++): 1 1

