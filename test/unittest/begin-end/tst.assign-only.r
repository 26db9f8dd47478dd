                   FUNCTION:NAME
                          :BEGIN           1

