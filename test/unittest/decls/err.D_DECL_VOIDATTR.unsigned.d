unsigned void v;
