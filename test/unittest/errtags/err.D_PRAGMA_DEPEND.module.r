dtrace: failed to compile script err.D_PRAGMA_DEPEND.module.d: [D_PRAGMA_DEPEND] line 1: program requires module dtt_nosuchmod
