platform unix 199901 

platform unix 199901 args 3 4 

platform unix 199901 env 5 

platform unix BAD 201710 

22 9

/dev/stdin:3:2: error: #error stop here
dtrace: failed to compile script e.d: Preprocessor failed to process input program
