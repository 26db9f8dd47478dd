user: in the trigger 1, wrong pcs 0
kernel: in the trigger 1, wrong pcs 0
all: user 1, kernel 1, wrong pcs 0

