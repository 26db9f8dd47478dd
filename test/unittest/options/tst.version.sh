# -x version takes a D version there has been: an unknown one and a
# malformed one are refused with DTrace's messages, also from a pragma.
# Versions are read as illumos reads them: "2" is 2.0, "2.0.0" too, "1..2"
# is 1.0.2; the major number is at most 255, the others 4095.
# @@requires: root
for v in 1.0 1.6.3 2.0 9.9 1.2.3 abc 2 2.0.0 1..2 256.0 1.4096 2.0.1.1; do
	$dtrace -x "version=$v" -e -n 'BEGIN { }' 2>&1
	echo "$v: $?"
done
printf '#pragma D option version=3.0\nBEGIN { }\n' > t.d
$dtrace -x errtags -e -s t.d 2>&1
echo "pragma: $?"
