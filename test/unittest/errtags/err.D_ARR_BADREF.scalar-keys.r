dtrace: failed to compile script err.D_ARR_BADREF.scalar-keys.d: [D_ARR_BADREF] line 4: cannot access scalar x as an associative array
