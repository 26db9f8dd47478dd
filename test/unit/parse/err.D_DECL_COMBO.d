int int x;
