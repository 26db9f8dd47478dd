                   FUNCTION:NAME
                          :BEGIN           1         -1 18446744073709551615                  -1  str                                dtrace                           

