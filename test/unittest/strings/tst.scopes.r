dtrace-x abc dtrace 8
race-x ABC 6

