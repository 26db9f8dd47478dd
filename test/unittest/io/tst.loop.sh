# @@requires: root tracepoints
# @@timeout: 60
# io:::start and io:::done on a loop device of our own (no other I/O on
# it): the trigger's six O_DIRECT writes (110592 bytes from sector 2048)
# and four O_DIRECT reads (32768 bytes from sector 0) are one request
# each, seen once by start and once by done with their sizes and sectors;
# writes are B_WRITE without B_ASYNC (O_DIRECT waits), reads B_READ;
# devinfo_t names the device as iostat does, with its major and minor
# numbers (stat's); fileinfo_t of O_DIRECT I/O is "<none>".  The cache
# flush of the trigger's fsync is no io probe.
command -v losetup > /dev/null || { echo "no losetup" >&2; exit 77; }
truncate -s 8M img || exit 1
dev=$(losetup -f --show img 2> losetup.err) || { cat losetup.err >&2; exit 77; }
trap 'losetup -d $dev' EXIT
name=${dev#/dev/}
set -- $(stat -L -c '%t %T' $dev)
major=$((16#$1))
minor=$((16#$2))
cat > io.d <<'EOD'
io:::start, io:::done
/args[1]->dev_statname == $$1/
{
	this->rw = args[0]->b_flags & B_READ ? "R" : "W";
	@n[probename, this->rw] = count();
	@bytes[probename, this->rw] = sum(args[0]->b_bcount);
	@lo[probename, this->rw] = min(args[0]->b_blkno);
	@hi[probename, this->rw] = max(args[0]->b_lblkno + args[0]->b_bcount / 512);
	@flags[probename, this->rw, args[0]->b_flags & (B_READ | B_WRITE | B_ASYNC | B_ERROR)] =
	    count();
	@dev[probename, args[1]->dev_name, args[1]->dev_pathname,
	    args[1]->dev_major == $2 && args[1]->dev_minor == $3 &&
	    args[0]->b_edev == (($2 << 20) | $3)] = count();
	@file[probename, args[2]->fi_name, args[2]->fi_pathname, args[2]->fi_fs] = count();
}

END
{
	printa("%s %s: %@d requests\n", @n);
	printa("%s %s: %@d bytes\n", @bytes);
	printa("%s %s: sectors %@d to %@d\n", @lo, @hi);
	printa("%s %s: b_flags %#x: %@d\n", @flags);
	printa("%s dev_name %s %s, numbers right %d: %@d\n", @dev);
	printa("%s file %s %s %s: %@d\n", @file);
}
EOD
$dtrace -q -c "$triggerdir/io-direct direct $dev" -s io.d $name $major $minor | sed "s/$name/LOOP/g"
echo "status ${PIPESTATUS[0]}"
