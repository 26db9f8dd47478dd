/* operator precedence and associativity, D-LANGUAGE.md section 5 */
BEGIN
{
	a = b = c;
	a - b - c;
	a ? b : c ? d : e;
	a || b ^^ c && d | e ^ f & g == h < i << j + k * l;
	a * b + c << d > e != f & g ^ h | i && j ^^ k || l;
	a, b, c = d;
	-!~*&a;
	++a--;
	- -a;
	a++ + ++b;
	a <= b >= c < d > e;
	a == b != c;
	a >> b << c;
	a / b % c * d;
	(a + b) * c;
	x += 1; x -= 1; x *= 1; x /= 1; x %= 1; x &= 1;
	x ^= 1; x |= 1; x <<= 1; x >>= 1; x = 1;
	a ? b = c : d;
	sizeof a + 1;
	(int)a + 1;
	stringof a + b;
}
