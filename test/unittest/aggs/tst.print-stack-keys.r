
  ustack`ustack_inner+OFF
|7|5


              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
                1
