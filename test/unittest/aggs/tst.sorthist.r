d-heavy
c-no-zero
b-one-zero
a-two-zeros
e-light

