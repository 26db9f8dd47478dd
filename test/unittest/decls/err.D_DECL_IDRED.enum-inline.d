enum e { foo };
inline int foo = 1;
