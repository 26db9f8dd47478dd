
  a                                                                 2
    [CPU 0]                2
