BEGIN
{
	x = `;
}
