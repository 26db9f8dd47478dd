# @@requires: root tracepoints
# @@timeout: 60
# io:::start and io:::done for a file of this machine's disk: the
# trigger's 163840 bytes written through the page cache and fsync'd, then
# read back after it dropped them from the cache, are seen with the file's
# name and file system type (fileinfo_t), on the device iostat names for
# the file system's (devinfo_t: /sys/dev/block/MAJOR:MINOR of the file's
# st_dev), as B_WRITE and B_READ, whatever the number of requests (the
# block layer merges the pages' bios) and whichever thread issues them.
fs=$(findmnt -n -o FSTYPE -T .) || exit 77
src=$(findmnt -n -o SOURCE -T .)
case $src in
/dev/*) ;;
*) echo "$PWD is on $fs ($src), not a block device" >&2; exit 77 ;;
esac
file=io-file.$$
: > $file
set -- $(stat -c '%d' $file)
dev=$1
statname=$(basename "$(readlink -f /sys/dev/block/$((dev >> 8 & 0xfff)):$((dev & 0xff | (dev >> 12 & 0xfff00))))")
cat > io.d <<'EOD'
io:::start, io:::done
/args[2]->fi_name == $$1/
{
	@bytes[probename, args[0]->b_flags & B_READ ? "R" : "W",
	    args[0]->b_flags & (B_READ | B_WRITE | B_ERROR), args[2]->fi_fs == $$3,
	    args[2]->fi_pathname, args[1]->dev_statname == $$2] = sum(args[0]->b_bcount);
}

END
{
	printa("%s %s b_flags %#x, fi_fs right %d, fi_pathname %s, dev_statname right %d: %@d bytes\n",
	    @bytes);
}
EOD
$dtrace -q -c "$triggerdir/io-direct buffered $file" -s io.d $file $statname $fs
echo "status $?"
rm -f $file
