status 1
invalid probe specifier proc:::no-such-probe { exit(0); }: probe description proc:::no-such-probe does not match any probes
status with -Z 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
failed to match proc:genunix::exec: No probe matches description
