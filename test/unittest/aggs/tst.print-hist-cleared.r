

           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        


           value  ------------- Distribution ------------- count    
             < 0 |                                         0        
               0 |                                         0        
               2 |                                         0        


           value  ------------- Distribution ------------- count    
            < 10 |                                         0        
              10 |                                         0        
              20 |                                         0        


           value  ------------- Distribution ------------- count    
               0 |                                         0        
               1 |                                         0        
               2 |                                         0        

