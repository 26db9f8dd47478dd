== uprobe_multi
add 0 0
add 0 1
add 1 2
add 3 3
add 6 4
add 10 10
twice returns 20
libpid-dlopen.so dlt_twice 1
libpid-dlopen.so dlt_add 6
constructor 1
dlopen 1
main 1

== perf events
add 0 0
add 0 1
add 1 2
add 3 3
add 6 4
add 10 10
twice returns 20
libpid-dlopen.so dlt_twice 1
libpid-dlopen.so dlt_add 6
constructor 1
dlopen 1
main 1

