#!/bin/bash
# An application build's provider file in mod_usdt's style, compiled with
# -xnolibs: dummy types and translators, two translated arguments from one
# native argument.  The type note records the names and the mapping.
# @@timeout: 120
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
. $testdir/notes.sh
cat > httpd_provider.d <<'E'
typedef struct { int dummy; } dthttpd_t;
typedef struct { int dummy; } conninfo_t;
typedef struct { int dummy; } httpd_rqinfo_t;

translator conninfo_t <dthttpd_t *dp> {
	dummy = 0;
};

translator httpd_rqinfo_t <dthttpd_t *dp> {
	dummy = 0;
};

provider httpd {
	probe request__start(dthttpd_t *p) : (conninfo_t *p, httpd_rqinfo_t *p);
	probe request__done(dthttpd_t *p) : (conninfo_t *p, httpd_rqinfo_t *p);
};

#pragma D attributes Evolving/Evolving/Common provider httpd provider
#pragma D attributes Private/Private/Unknown provider httpd module
#pragma D attributes Private/Private/Unknown provider httpd function
#pragma D attributes Evolving/Evolving/Common provider httpd name
#pragma D attributes Evolving/Evolving/Common provider httpd args
E
$dtrace -xnolibs -h -o httpd_provider_impl.h -s httpd_provider.d
echo "status $?"
cat > usdt.c <<'E'
typedef struct { const char *uri; } dthttpd_t;
#include "httpd_provider_impl.h"
int main(void)
{
	dthttpd_t r = { "/" };

	if (HTTPD_REQUEST_START_ENABLED())
		return 1;
	HTTPD_REQUEST_START(&r);
	HTTPD_REQUEST_DONE(&r);
	return 0;
}
E
cc -c usdt.c -o usdt.o || exit 1
$dtrace -xnolibs -G -o httpd_provider.o -s httpd_provider.d usdt.o
echo "status $?"
cc usdt.o httpd_provider.o -o httpd && ./httpd
echo "status $?"
stapsdt_notes httpd
dtrace_notes httpd | sort
