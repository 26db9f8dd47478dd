
  sshd                                                              1
  bash                                                              2
  sshd                                                     22               11
               -2
               -5
                3
                2
