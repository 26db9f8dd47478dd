/* a probe id too large for an integer constant */
123456789012345678901234567890
{
}
