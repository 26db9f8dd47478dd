## 
status 2
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err: 	[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]
err: 	[-x opt[=val]] [-X a|c|s|t]
err: 
err: 	[-P provider [[ predicate ] action ]]
err: 	[-m [ provider: ] module [[ predicate ] action ]]
err: 	[-f [[ provider: ] module: ] func [[ predicate ] action ]]
err: 	[-n [[[ provider: ] module: ] func: ] name [[ predicate ] action ]]
err: 	[-i probe-id [[ predicate ] action ]] [ args ... ]
err: 
err: 	predicate -> '/' D-expression '/'
err: 	   action -> '{' D-statements '}'
err: 
err: 	-32 generate 32-bit D programs (not supported on this platform)
err: 	-64 generate 64-bit D programs and ELF files
err: 
err: 	-b  set trace buffer size
err: 	-c  run specified command and exit upon its completion
err: 	-C  run cpp(1) preprocessor on script files
err: 	-D  define symbol when invoking preprocessor
err: 	-e  exit after compiling request but prior to enabling probes
err: 	-f  enable or list probes matching the specified function name
err: 	-F  coalesce trace output by function
err: 	-G  generate an ELF file containing embedded dtrace program
err: 	-h  generate a header file with definitions for static probes
err: 	-H  print included files when invoking preprocessor
err: 	-i  enable or list probes matching the specified probe id
err: 	-I  add include directory to preprocessor search path
err: 	-l  list probes matching specified criteria
err: 	-L  add library directory to library search path
err: 	-m  enable or list probes matching the specified module name
err: 	-n  enable or list probes matching the specified probe name
err: 	-o  set output file
err: 	-p  grab specified process-ID and cache its symbol tables
err: 	-P  enable or list probes matching the specified provider name
err: 	-q  set quiet mode (only output explicitly traced data)
err: 	-s  enable or list probes according to the specified D script
err: 	-S  print D compiler intermediate code
err: 	-U  undefine symbol when invoking preprocessor
err: 	-v  set verbose mode (report stability attributes, arguments)
err: 	-V  report DTrace API version
err: 	-w  permit destructive actions
err: 	-x  enable or modify compiler and tracing options
err: 	-X  specify ISO C conformance settings for preprocessor
err: 	-Z  permit probe descriptions that match zero probes
err lines: 45
## -y
status 2
err: dtrace: invalid option -- 'y'
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err lines: 46
## -b
status 2
err: dtrace: option requires an argument -- 'b'
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err lines: 46
## -32x -n BEGIN
status 2
err: dtrace: illegal option -- 32x
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err lines: 46
## -65
status 2
err: dtrace: illegal option -- 65
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err lines: 46
## --foo
status 2
err: dtrace: invalid option -- '-'
err: Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
err lines: 46
## -- -n BEGIN
status 1
err: dtrace: no probes specified
err lines: 1
## -a -A -qn BEGIN { exit(0); }
status 0
out: 
err lines: 0
