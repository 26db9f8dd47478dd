dtrace: failed to compile script err.D_TYPE_ERR.nolibs.d: [D_TYPE_ERR] line 5: curcpu needs type cpuinfo_t from the D library
