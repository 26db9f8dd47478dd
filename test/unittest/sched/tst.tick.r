ticks of the trigger > 0: 1
tick mismatches 0, surrender mismatches 0

status 0
