enabled 1 0 0 0
request-start /index.html 200
request-start /index.html 200

status 0
request-start /old.html -1
request-start /old.html -1

status 0
dtrace: invalid probe specifier myapp$target:::request-start { printf("%s %s %d\n", probename, args[0]->url, args[0]->status); }: in action list: failed to resolve type of args[0] (native_req_v1_t *)
status 1
