                   FUNCTION:NAME
                          :BEGIN 
                          :BEGIN 

