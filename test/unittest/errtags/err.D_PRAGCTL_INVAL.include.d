#include <stdio.h>
BEGIN
{
}
