enum e { foo };
int foo[int];
