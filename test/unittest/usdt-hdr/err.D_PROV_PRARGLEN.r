dtrace: failed to compile script err.D_PROV_PRARGLEN.d: [D_PROV_PRARGLEN] line 3: probe many input prototype exceeds 10 parameters: 11 params used
