   ID   PROVIDER            MODULE                          FUNCTION NAME
ID    syscall           vmlinux                              read entry

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: unsigned int
		args[1]: char *
		args[2]: size_t

ID     dtrace                                                     BEGIN

	Probe Description Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Argument Types
		None

   ID   PROVIDER            MODULE                          FUNCTION NAME
ID    syscall           vmlinux                           getppid entry
ID    syscall           vmlinux                           getppid return
   ID   PROVIDER            MODULE                          FUNCTION NAME
ID    syscall           vmlinux                           getppid return
ID     dtrace                                                     BEGIN
ID     dtrace                                                     END
ID     dtrace                                                     ERROR
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
dtrace: failed to match ::nosuch:nosuch: No probe matches description
