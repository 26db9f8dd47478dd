dtrace: failed to compile script err.D_PRAGERR.pragma.d: [D_PRAGERR] line 1: #error: stop here 
