dtrace: failed to compile script err.D_AGG_NULL.alone.d: [D_AGG_NULL] line 3: expression has null effect: @a
