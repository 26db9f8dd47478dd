dtrace: failed to compile script err.D_PRAGMA_OPTSET.context.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'cpppath' to 'cpp': Option cannot be used from within a D program
