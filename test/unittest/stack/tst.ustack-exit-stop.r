

              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
                1
handled USR1
resumed
done

status 0
