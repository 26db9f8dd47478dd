fentry: fbt programs some, with a scratch lookup 0; counts equal: yes
kprobe: fbt programs some, with a scratch lookup 0; counts equal: yes
