dtrace: failed to compile script err.D_SYNTAX.predonly.d: [D_SYNTAX] line 2: expected actions { } following probe description and predicate
