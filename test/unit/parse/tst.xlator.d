/* translator definitions */
typedef struct info { int pid; int uid; } info_t;
translator info_t < struct task_struct *T > {
	pid = T->tgid;
	uid = (uid_t)T->cred->uid;
};
translator struct other < int x > {
};
translator info_t < uint64_t A > { pid = A; uid = A >> 32; };
