header 42 not undefined 1 1

dtrace: failed to compile script e.d: [D_SYNTAX] line 4: syntax error near ";"
dtrace: failed to compile script f.d: Preprocessor failed to process input program
