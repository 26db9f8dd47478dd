                   FUNCTION:NAME
                          :BEGIN   0x0                                                 0x1                                                 0x2                                                 0x3                                                 0x4                                               

