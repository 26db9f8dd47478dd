status 0
status 0
status 0
httpd request__start 8@OP
httpd request__done 8@OP
httpd|request__done|1|dthttpd_t *|2|conninfo_t *|0|httpd_rqinfo_t *|0
httpd|request__start|1|dthttpd_t *|2|conninfo_t *|0|httpd_rqinfo_t *|0
