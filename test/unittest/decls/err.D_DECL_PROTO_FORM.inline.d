inline int twice[int] = 2;
