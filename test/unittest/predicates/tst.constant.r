yes
x 0

