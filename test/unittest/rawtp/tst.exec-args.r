task is curthread: 1
task pid: 1
old pid: 1
arg1 is args[1]: 1
filename: /bin/true
comm: true

