	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Private
		Dependency Class: Common
	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common
