# %Y and %T of nanoseconds since the epoch, in local time (TZ=UTC here);
# %Y of walltimestamp is this year.
# @@requires: root

TZ=UTC $dtrace -qn 'BEGIN { printf("%Y|%T|%Y\n", (int64_t)0, 1700000000000000000, 1709629447000000000); exit(0); }'
echo "status $?"
y=$(TZ=UTC $dtrace -qn 'BEGIN { printf("%Y", walltimestamp); exit(0); }' | cut -c1-4)
[ "$y" = "$(TZ=UTC date +%Y)" ] && echo "walltimestamp year ok"
