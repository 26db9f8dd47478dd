dtrace: failed to compile script err.D_PRAGMA_UNUSED.attributes.d: [D_PRAGMA_UNUSED] line 1: unused #pragma attributes
