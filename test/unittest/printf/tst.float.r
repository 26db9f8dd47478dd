7 3.250000 3.250000e+00 3.25 -1.500000
 -1.5|3.25        |-1.500000E+00|6.02214E+23
-1.235e-04 -0.000123456 +3.25   6.0221e+23
46145007681944944643217031168

dtrace: invalid probe specifier BEGIN { x = 1.5; }: [D_SYNTAX] floating-point constants are not permitted
dtrace: invalid probe specifier struct s { double d; }; BEGIN { this->p = (struct s *)alloca(8); self->x = this->p->d; }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "double" = "double"
