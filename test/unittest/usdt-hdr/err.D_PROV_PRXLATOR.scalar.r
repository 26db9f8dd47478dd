dtrace: failed to compile script err.D_PROV_PRXLATOR.scalar.d: [D_PROV_PRXLATOR] line 3: translator for myapp:request output argument #1 from int to string is not defined
