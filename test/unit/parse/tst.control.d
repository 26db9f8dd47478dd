#!/usr/sbin/dtrace -s
#pragma D option quiet
  #  pragma   D option bufsize=4m  
#ident "@(#)tst.control.d"
#

BEGIN
{
#pragma D option flowindent
	x = 1;
}
#line 100 "other.d"
BEGIN { y = 2; }
# 7 "cpp.d" 1 3 4
END
{
	z = 3;
}
