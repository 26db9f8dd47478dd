stack(1): 1
stack(2): 2
stackframes=3: 3
stack(2) twice: 4
