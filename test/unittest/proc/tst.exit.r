exit proc-life CLD_DUMPED: 1
exit proc-life CLD_KILLED: 1
exit true CLD_EXITED: 1
exit proc-life CLD_EXITED: 2
lwp-exit target main thread 0: 1
lwp-exit child main thread 1: 5

