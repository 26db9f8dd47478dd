key x 1
           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        
               4 |                                         0        
<end
key y 2
           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        
<end

