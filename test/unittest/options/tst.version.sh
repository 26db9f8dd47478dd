# -x version takes a D version there has been: an unknown one and a
# malformed one are refused with DTrace's messages, also from a pragma.
# @@requires: root
for v in 1.0 1.6.3 2.0 9.9 1.2.3 abc; do
	$dtrace -x "version=$v" -e -n 'BEGIN { }' 2>&1
	echo "$v: $?"
done
printf '#pragma D option version=3.0\nBEGIN { }\n' > t.d
$dtrace -x errtags -e -s t.d 2>&1
echo "pragma: $?"
