/* every character a probe description may contain is part of one token */
syscall::read*:entry,
profile:::tick-1sec,
a*[0-9]?:x,
:::,
::,
fbt:vmlinux:do_sys_open*:return,
pid123:libc.so.6:malloc:entry,
sdt:::[!a-c]*,
x\*y:::,
`a::b:c,
1234,
ERROR
{
}
