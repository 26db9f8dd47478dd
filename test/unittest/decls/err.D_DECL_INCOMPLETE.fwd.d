struct nosuch;
struct nosuch s;
