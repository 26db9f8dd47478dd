   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        sdt             sched                                   sched_switch

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: char [16]
		args[1]: pid_t
		args[2]: int
		args[3]: long
		args[4]: char [16]
		args[5]: pid_t
		args[6]: int

   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        sdt            signal                                   signal_generate

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: int
		args[1]: int
		args[2]: int
		args[3]: char [16]
		args[4]: pid_t
		args[5]: int
		args[6]: int

   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        sdt             sched                                   sched_process_exec

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: string
		args[1]: pid_t
		args[2]: pid_t

   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        sdt              task                                   task_rename

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: pid_t
		args[1]: char [16]
		args[2]: char [16]
		args[3]: short

   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        sdt          syscalls                                   sys_enter_openat

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: int
		args[1]: int
		args[2]: const char *
		args[3]: int
		args[4]: umode_t

