/*
 * args[] typed by the object's .note.dtrace note: typed-probe is
 * (char *, int), a user string and an integer; xlated-probe is native
 * (struct usdt_req *, int) translated to (usdtinfo_t *, int) through the
 * translator below, with argN still the native values.
 */
/* @@runtest-opts: -q */
/* @@trigger: usdt-args */
/* @@requires: uprobes */

struct usdt_req {
	int id;
	char *name;
};

typedef struct usdtinfo {
	int ui_id;
	string ui_name;
} usdtinfo_t;

translator usdtinfo_t < struct usdt_req *r > {
	ui_id = *(int *)copyin((uintptr_t)&r->id, sizeof (int));
	ui_name = copyinstr(*(uintptr_t *)copyin((uintptr_t)&r->name, sizeof (uintptr_t)));
};

usdttest$target:::typed-probe
{
	printf("typed %s %d %s\n", stringof(args[0]), args[1], copyinstr(arg0));
}

usdttest$target:::xlated-probe
{
	printf("xlated %d %s %d %d\n", args[0]->ui_id, args[0]->ui_name, args[1], arg1);
}
