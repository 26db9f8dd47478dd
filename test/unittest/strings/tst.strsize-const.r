abcde|
abcde|5|5
abcde

  abcde                                                             1
