#!/bin/bash
# The types and translators of a provider definition may come from a D
# library file (-L): without it the translated type is unknown.
# @@timeout: 120
cat > provider.d <<'E'
provider libapp {
	probe request(struct native_req *r) : (reqinfo_t *r);
};
E
$dtrace -L $testdir/lib -h -s provider.d 2>&1
echo "status $?"
grep -cF '\"libapp\",\"request\",\"1\",\"struct native_req *\",\"1\",\"reqinfo_t *\",\"0\"' provider.h
$dtrace -h -s provider.d -o none.h 2>&1
echo "status $?"
