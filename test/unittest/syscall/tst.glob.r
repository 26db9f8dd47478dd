getppid:entry
getppid:return

