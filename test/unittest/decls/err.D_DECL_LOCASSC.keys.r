dtrace: failed to compile script err.D_DECL_LOCASSC.keys.d: [D_DECL_LOCASSC] line 1: associative arrays may not be declared as local variables: a
