

              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
  ustack                                              ustack`ustack_inner                                 ustack`ustack_inner+OFF                           253        5  k                                                                 4

ustack`ustack_inner+OFF
ustack`ustack_outer+OFF
|ustack|ustack`ustack_inner|ustack`ustack_inner+OFF|-3|5|k|4

