== -c
PROVIDER MODULE FUNCTION NAME
usdttestPID usdt-args usdt_fire_reg args-reg
usdttestPID usdt-args usdt_fire_mem args-mem
usdttestPID usdt-args usdt_fire_const args-const
usdttestPID usdt-args usdt_fire_plain plain
usdttestPID usdt-args usdt_fire_typed typed-probe
usdttestPID usdt-args usdt_fire_xlated xlated-probe
usdttestPID usdt-args usdt_fire_guarded guarded
usdttestPID usdt-args usdt_fire_variant variant
== glob in the provider
usdtotherPID other
usdttestPID args-const
usdttestPID args-mem
usdttestPID args-reg
usdttestPID guarded
usdttestPID plain
usdttestPID typed-probe
usdttestPID variant
usdttestPID xlated-probe
== -v
args-reg
		args[0]: int32_t
		args[1]: uint64_t
		args[2]: int8_t
		args[3]: uint8_t
		args[4]: int16_t
		args[5]: uint64_t
args-const
		args[0]: uint32_t
		args[1]: int32_t
		args[2]: uint64_t
		args[3]: int64_t
typed-probe
		args[0]: char *
		args[1]: int
xlated-probe
		args[0]: usdtinfo_t *
		args[1]: int
plain
== -p
usdt-args usdt_fire_other other
1
== -l -p, everything
usdttestPID args-reg
usdttestPID args-mem
usdttestPID args-const
usdttestPID plain
usdttestPID typed-probe
usdttestPID xlated-probe
usdttestPID guarded
usdttestPID variant
usdtotherPID other
