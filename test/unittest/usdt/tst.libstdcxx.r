trigger status 0
dtrace status 0
libstdc++.so.6.N:__cxa_throw:throw 1000 1
libstdc++.so.6.N:__cxa_throw:throw 1001 1
libstdc++.so.6.N:__cxa_throw:throw 1002 1
catch 3

