/* DTrace takes u then l or ll: 10LU is 10L then U */
BEGIN
{
	x = 10LU;
}
