dtrace: failed to compile script err.D_ARR_BADREF.strkey.d: [D_ARR_BADREF] line 8: cannot access scalar x as an associative array
