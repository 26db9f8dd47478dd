# %Y of a negative value: nanoseconds as a signed 64-bit hrtime_t, divided
# toward zero as illumos's %Y does: -1 ns is the epoch itself, -2 s two
# seconds before it.  Oracle's DTrace reads them as
# unsigned (year 2554): doc/compat.md.
# @@requires: root

TZ=UTC $dtrace -qn 'BEGIN { printf("%Y|%Y|%Y\n", (int64_t)-1, -2000000000L, -999999999L); exit(0); }'
echo "status $?"
