#include <stdio.h>
BEGIN { }
