signal_generate 1 signal_deliver 1

