dtrace: failed to compile script err.D_PRAGERR.quoted.d: [D_PRAGERR] line 2: #error: this is bad a  b c 
