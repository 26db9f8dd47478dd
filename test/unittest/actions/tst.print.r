ADDR = *
                                            (struct bar) {
                                             .s = (char [3]) [
                                              (char)'d',
                                              (char)'t',
                                              (char)'r',
                                             ],
                                             .in = (struct in) {
                                              .x = (char)'a',
                                              .y = (char)'c',
                                             },
                                             .z = (char)'e',
                                            }

status 0
ADDR = *
                                            (struct bar) {
                                             .s = (char [3]) [
                                              (char)'d',
                                              (char)'t',
                                             ],
                                            }

