syscall::$1:entry { }
