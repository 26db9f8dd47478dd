== -c

  calls.py                                            usdt_target_fn                                                    2                7
== glob
dtrace status 0

        1  python3.11                                          function-entry                                                    7
