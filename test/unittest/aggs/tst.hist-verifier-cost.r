quantize(timestamp): ok
lquantize(timestamp, 0, 1000, 10): ok
llquantize(timestamp, 10, 0, 6, 20): ok
