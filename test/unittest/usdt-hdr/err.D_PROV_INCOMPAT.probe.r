dtrace: failed to compile script err.D_PROV_INCOMPAT.probe.d: [D_PROV_INCOMPAT] line 8: provider interface mismatch: myapp
	 current: probe myapp:reply defined
	previous: probe myapp:reply not defined
