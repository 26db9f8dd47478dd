
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF

              ustack`ustack_inner+OFF


              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
                1
