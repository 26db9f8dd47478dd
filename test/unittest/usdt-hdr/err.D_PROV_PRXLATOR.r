dtrace: failed to compile script err.D_PROV_PRXLATOR.d: [D_PROV_PRXLATOR] line 11: translator for myapp:request output argument #1 from struct native_req * to reqinfo_t * is not defined
