1.0: 0
1.6.3: 0
2.0: 0
dtrace: failed to set -x version: Requested version is not supported by compiler
9.9: 1
dtrace: failed to set -x version: Requested version is not supported by compiler
1.2.3: 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
abc: 1
2: 0
2.0.0: 0
dtrace: failed to set -x version: Requested version is not supported by compiler
1..2: 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
256.0: 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
1.4096: 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
2.0.1.1: 1
dtrace: failed to compile script t.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'version' to '3.0': Requested version is not supported by compiler
pragma: 1
