/*
 * stack()'s frame count has the prototype uint32_t: a string breaks it
 * while cooking (named at the call's line), before the count is checked
 * for being a constant.
 */

BEGIN
{
	stack(
	    "a");
}
