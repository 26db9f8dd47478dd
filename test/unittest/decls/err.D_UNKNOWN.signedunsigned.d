unsigned signed char x;
