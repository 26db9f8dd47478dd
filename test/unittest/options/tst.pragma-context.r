dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'cppargs' to '-DX': Option cannot be used from within a D program
cppargs=-DX: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'cpphdrs': Option cannot be used from within a D program
cpphdrs: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'cpppath' to '/x': Option cannot be used from within a D program
cpppath=/x: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'define' to 'X': Option cannot be used from within a D program
define=X: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'undef' to 'X': Option cannot be used from within a D program
undef=X: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'incdir' to '/tmp': Option cannot be used from within a D program
incdir=/tmp: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'stdc' to 'a': Option cannot be used from within a D program
stdc=a: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'ldpath' to '/x': Option cannot be used from within a D program
ldpath=/x: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'modpath' to 'x': Option cannot be used from within a D program
modpath=x: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'ctfpath' to 'x': Option cannot be used from within a D program
ctfpath=x: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'procfspath' to 'x': Option cannot be used from within a D program
procfspath=x: 1

libdir=/tmp: 0

syslibdir=/tmp: 0

linkmode=kernel: 0

linktype=elf: 0

evaltime=exec: 0

iregs=8: 0

tregs=8: 0

late=static: 0
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'linkmode' to 'foo': Invalid value for specified option
linkmode=foo: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'cpphdrs' to '1': Invalid value for specified option
cpphdrs=1: 1
