dtrace: failed to compile script err.D_PROV_PRDUP.d: [D_PROV_PRDUP] line 4: probe redeclared: myapp:tick
