
                2
  dtrace                                                            1
  sshd                                                              2
  bash                                                              3
