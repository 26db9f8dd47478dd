char int x;
