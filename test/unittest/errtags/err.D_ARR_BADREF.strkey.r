dtrace: failed to compile script err.D_ARR_BADREF.strkey.d: [D_ARR_BADREF] line 8: operator [ ] may not be applied to a scalar
