dtrace: failed to compile script err.D_XLATE_NONE.int.d: [D_XLATE_NONE] line 5: cannot translate from "int" to "dtt_xinfo_t"
