/* $N, $$N and $target are substituted in descriptions */
pid$target:libc.so.6:malloc:entry,
syscall::$1:entry,
syscall::$$2:return,
$3:::$$1
{
}
