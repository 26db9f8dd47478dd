long string s;
