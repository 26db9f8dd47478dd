dtrace: failed to compile script err.D_AGG_REDEF.func.d: [D_AGG_REDEF] line 4: aggregation redefined: @a
