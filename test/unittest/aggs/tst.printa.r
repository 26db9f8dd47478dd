
  sshd                                                      2                1
  bash                                                      1                2
sshd              1
bash              2
zsh/3: 0 -3
sshd/2: 1 0
bash/1: 2 10
[sshd]
[bash]
zsh 3 18446744073709551613
           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        

bash 1 10
           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
               4 |                                         0        



