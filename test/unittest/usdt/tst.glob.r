dtrace status 0

  first                                                     1                3
  other                                                     1                8
  second                                                    1                5
