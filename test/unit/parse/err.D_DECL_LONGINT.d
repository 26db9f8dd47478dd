long long long x;
