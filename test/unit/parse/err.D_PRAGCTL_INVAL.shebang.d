
#!/usr/sbin/dtrace -s
