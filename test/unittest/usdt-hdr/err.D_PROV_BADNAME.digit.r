dtrace: failed to compile script err.D_PROV_BADNAME.digit.d: [D_PROV_BADNAME] line 2: provider name may not end with a digit: myapp2
