// line comment
/*
 * block comment
 */
BEGIN, /* between descriptions */
// another
END
/* before the predicate */ /x /* in it */ > 1/ // after it
{
	/**/ a = /***/ 1; /* trailing */
	b = 2 // no semicolon
}
/* **** / ** */
