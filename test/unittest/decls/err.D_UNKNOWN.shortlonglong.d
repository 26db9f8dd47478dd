long long short int x;
