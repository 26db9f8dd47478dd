/* integer and character constants */
BEGIN
{
	0; 7; 10; 010; 0x1F; 0XffUL; 10u; 10L; 10ll; 10ULL; 10lL; 10Ul;
	18446744073709551615; 0xffffffffffffffff; 01777777777777777777777;
	'a'; '\n'; '\0'; '\x41'; '\101'; 'ab'; 'abcd'; '\\'; '\''; '"';
	'\377';
}
