enabling: status 1, says why: 1
listing: status 1, says why: 1
every function: status 1, says why: 1
names kprobes and fentry
