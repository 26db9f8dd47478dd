r3c-all-0x100-10000: status 1: probe cpc:::r3c-all-0x100-10000 is invalid: mask 0x100 is above the maximum, 0xff
r01c2-all-0x1-10000: status 1: probe cpc:::r01c2-all-0x1-10000 is invalid: event r01c2 already holds a mask (its bits 8-15)
valid mask: accepted
