1
__cxa_throw:throw 1000
__cxa_throw:throw 1001
__cxa_throw:throw 1002
__cxa_throw:throw 1003
