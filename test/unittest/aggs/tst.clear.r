
  z                                                                 3

  z                                                                 0

  x                                                                 0
  y                                                                 0
  x                                                                 0
