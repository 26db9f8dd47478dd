syscall::read:entry, syscall::write:entry
