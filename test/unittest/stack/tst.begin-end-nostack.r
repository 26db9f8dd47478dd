BEGIN 0 0
END 0 0


                1
