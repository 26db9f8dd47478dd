<
ustack`ustack_inner+OFF
ustack`ustack_outer+OFF
><
    ustack`ustack_inner+OFF
><
width 40  
><
KERNEL
>

