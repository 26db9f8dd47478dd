dtrace: failed to compile script err.D_PROV_BADNAME.length.d: [D_PROV_BADNAME] line 2: provider name may not exceed 63 characters: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
