auto int x;
