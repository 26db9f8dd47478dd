int;
