
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF

