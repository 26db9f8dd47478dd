
        2  a                                                                 1
        4  a                                                                 1
        3  x                                                                 1
        1  y                                                                 1
