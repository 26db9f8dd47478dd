
  x                                                                 2

