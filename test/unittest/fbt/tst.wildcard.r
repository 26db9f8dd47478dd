
  ksys_read                                                      1234                1
  ksys_read                                                      4321                1
