# @@requires: root fentry
# @@timeout: 120
# io:::wait-start and io:::wait-done (fentry and fexit on
# submit_bio_wait()) on the scratch disk of test/vm/run (serial
# "dtrace-scratch", without write-zeroes): the trigger's two BLKZEROOUT
# ioctls (65536 bytes at 1 MiB, 16384 at 2 MiB) each write the zero page
# in one bio and wait for it there: a wait-start (B_WRITE, its size and
# sector, the disk's name, no file) and a wait-done in the same thread,
# the trigger's, with no bytes left (the completion advanced the bio).
# Then its O_DIRECT I/O of the disk (six writes, 110592 bytes from sector
# 2048; four reads, 32768 bytes from 0): each transfer is one bio the
# kernel waits for there (6.1's __blkdev_direct_IO_simple()).  -l lists them with their argument types.  Elsewhere (no
# such disk: a loop device zeroes with write-zeroes, no bio of data) it
# is skipped.
name=
for s in /sys/block/*/serial; do
	[ "$(cat $s 2> /dev/null)" = dtrace-scratch ] || continue
	name=${s#/sys/block/}
	name=${name%/serial}
done
[ -n "$name" ] || { echo "no scratch disk (serial dtrace-scratch, test/vm/run's)" >&2; exit 77; }
[ "$(cat /sys/block/$name/queue/write_zeroes_max_bytes)" = 0 ] ||
	{ echo "$name zeroes with write-zeroes: no bio of data" >&2; exit 77; }
cat > io.d <<'EOD'
io:::wait-start
/args[1]->dev_statname == $$1/
{
	this->rw = args[0]->b_flags & B_READ ? "R" : "W";
	@n[probename, this->rw] = count();
	@bytes[probename, this->rw] = sum(args[0]->b_bcount);
	@lo[probename, this->rw] = min(args[0]->b_blkno);
	@hi[probename, this->rw] = max(args[0]->b_blkno);
	self->waiting++;
	@file[probename, args[1]->dev_pathname == strjoin("/dev/", $$1), args[2]->fi_name] =
	    count();
}

io:::wait-done
/args[1]->dev_statname == $$1/
{
	this->rw = args[0]->b_flags & B_READ ? "R" : "W";
	@n[probename, this->rw] = count();
	@bytes[probename, this->rw] = sum(args[0]->b_bcount);
	@paired[probename, self->waiting == 1, pid == $target] = count();
	self->waiting = 0;
}

END
{
	printa("%s %s: %@d\n", @n);
	printa("%s %s: %@d bytes\n", @bytes);
	printa("%s %s: sectors from %@d\n", @lo);
	printa("%s %s: sectors to %@d\n", @hi);
	printa("%s after its wait-start %d in the trigger %d: %@d\n", @paired);
	printa("%s dev_pathname right %d, file %s: %@d\n", @file);
}
EOD
$dtrace -q -c "$triggerdir/io-direct zeroout /dev/$name" -s io.d $name
echo "status $?"
$dtrace -q -c "$triggerdir/io-direct direct /dev/$name" -s io.d $name
echo "status $?"
$dtrace -l -v -n 'io:::wait-*' | awk '
	/^ *[0-9]+ +io / { name = $4; next }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in types) print n types[n] | "sort" }'
