## -v -e -n BEGIN

Stability attributes for description BEGIN:

	Minimum Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

:::BEGIN

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		None

status 0
## -v -e -n dtrace:::BEGIN,END { trace(pid); }

Stability attributes for description dtrace:::BEGIN,END :

	Minimum Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

dtrace:::BEGIN

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


:::END

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		None

status 0
## -v -e -n d*:::BEGIN

Stability attributes for description d*:::BEGIN:

	Minimum Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

d*:::BEGIN

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		None

status 0
## -v -e -i 1

Stability attributes for description 1:

	Minimum Probe Description Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

dtrace:::BEGIN

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

status 0
## -v -e -n proc:::exec

Stability attributes for description proc:::exec:

	Minimum Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

proc:::exec

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: string

status 0
## -v -qn BEGIN { exit(0); }

Stability attributes for description BEGIN :

	Minimum Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common


status 0
