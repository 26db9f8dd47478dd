stack(1): 1
stack(2): 2
stackframes=3: 3
stack(2) twice: 4
maxframes=2: 2
maxframes=2 stack(5): 2
