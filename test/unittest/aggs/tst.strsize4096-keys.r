
  abcd                                                abc                                                       2                1
  abc                                                 abcd                                                      1                2
