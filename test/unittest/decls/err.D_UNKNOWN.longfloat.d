long float x;
