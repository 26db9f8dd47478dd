/*
 * A USDT provider name whose pid is no process: DTrace's message.
 */
usdttest999999999:::plain
{
}
