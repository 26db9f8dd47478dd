
  a                                                                 3
  d                                                                 2
  b                                                                 2
  c                                                                 1
