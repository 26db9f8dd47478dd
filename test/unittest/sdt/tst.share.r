task_rename 17
task_newtask 17

