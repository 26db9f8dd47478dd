
MOD`FUNC+OFF
|3|5


              MOD`FUNC+OFF
              MOD`FUNC+OFF
                5


    MOD`FUNC+OFF
  k                                                                 2
