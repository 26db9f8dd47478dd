
  exit_group                                                        1

  exit_group                                                        1

  exit_group                                                        1
exec: the loader's calls seen
bad value refused
