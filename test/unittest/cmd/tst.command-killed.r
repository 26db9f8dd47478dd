status 0
command gone
prompt
