# @@requires: root tracepoints
# -l -v shows the tracepoint's own argument types, from BTF's
# btf_trace_sched_process_exec (its first parameter, void *__data, is
# not an argument).
$dtrace -lv -n rawtp:sched::sched_process_exec | sed -n '/Argument Types/,$p'
$dtrace -lv -n rawtp:sched::sched_switch | grep 'args\[[12]\]'
