1 5
fault 1

