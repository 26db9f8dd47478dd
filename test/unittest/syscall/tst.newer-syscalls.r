every newer system call counted under its own name
