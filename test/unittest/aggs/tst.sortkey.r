
  a                                                                 3
  b                                                                 2
  c                                                                 1
        1  y                                                                 1
        2  a                                                                 1
        2  b                                                                 1
        3  x                                                                 1
