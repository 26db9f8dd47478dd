#!/bin/bash
#
# Check the D library files, libdtrace/*.d (D-LANGUAGE.md 2.7), and the
# kernel data they use:
#
#  parse     each file parses (build/test/test_parse), after the files it
#            depends on ("#pragma D depends_on library X"), which must
#            exist and not form a cycle;
#  compile   build/dtrace -e compiles them all (as root only);
#  bindings  every inline has a "#pragma D binding", and every binding
#            names an inline of the file (else D_PRAGMA_UNUSED at load);
#  headers   constants equal the system headers' macros of the same name
#            (errno.d, signal.d, net.d; dtrace.d against
#            include/dt_bpf_shared.h), and errno.d, signal.d, dtrace.d
#            define every name of their header;
#  btf       against the running kernel's BTF (bpftool): every
#            V->member.member[i]->... path in a translator whose input is
#            "struct S *V", and every curthread->... path, exists in struct
#            S / task_struct; every "struct S" named exists; "@btf-enum
#            NAME VALUE" comments match the kernel's enumerators, and
#            "@btf-slot S.MEMBER" the member's 8-byte slot; no constant
#            gives a kernel enumerator's name another value; no typedef
#            or struct tag of the library is also a kernel type's name.
#            Paths split over two lines are not seen.
#
# Usage: run.sh BUILD_DIR      (test/run passes the build directory)
# DLIBS_BTF=file checks against another kernel's BTF (/sys/kernel/btf/vmlinux
# of that kernel, or its vmlinux).
#
# Ends with "N passed, N failed" (one check of one file each); exits 1 if
# one failed, 77 (skip, reason on stderr) if none failed but the compile,
# header or BTF checks could not run.
#
# @@timeout: 120

set -u

build=${1:-}
if [ -z "$build" ] || [ ! -x "$build/test/test_parse" ]; then
	echo "usage: $0 BUILD_DIR (no test/test_parse in '$build': make tests builds it)" >&2
	exit 2
fi
build=$(cd "$build" && pwd) || exit 2
parser=$build/test/test_parse
root=$(cd "$(dirname "$0")/../../.." && pwd) || exit 2
lib=$root/libdtrace

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

pass=0
fail=0
skipped=

verdict() {	# verdict FILE CHECK FAILURE-TEXT...
	local f=$1 c=$2

	shift 2
	if [ $# -eq 0 ] || [ -z "$*" ]; then
		pass=$((pass + 1))
		return
	fi
	fail=$((fail + 1))
	printf 'FAIL: %s: %s:\n' "$f" "$c"
	printf '%s\n' "$@" | sed 's/^/    /'
}

skip() {
	skipped="${skipped:+$skipped; }$*"
}

cd "$lib" || exit 2
files=(*.d)
if [ ${#files[@]} -eq 0 ] || [ ! -e "${files[0]}" ]; then
	echo "no D library files in $lib" >&2
	exit 1
fi

# ---- parse ------------------------------------------------------------------

deps_of() {
	sed -n 's/^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}D[[:space:]]\{1,\}depends_on[[:space:]]\{1,\}library[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$1"
}

# Append FILE's dependencies, then FILE, to $order (depth first).
declare -A state
order=()
dep_error=
visit() {
	local f=$1 d

	case ${state[$f]:-} in
	done) return 0 ;;
	active) dep_error="dependency cycle through $f"; return 1 ;;
	esac
	if [ ! -f "$f" ]; then
		dep_error="depends on $f, which is not in libdtrace/"
		return 1
	fi
	state[$f]=active
	for d in $(deps_of "$f"); do
		visit "$d" || return 1
	done
	state[$f]=done
	order+=("$f")
}

# test_parse compiles a main program, for which dt_pragma() refuses
# "depends_on library"; the lines become blank (keeping the numbering),
# and #line names each file in the messages.
for f in "${files[@]}"; do
	state=()
	order=()
	dep_error=
	if ! visit "$f"; then
		verdict "$f" parse "$dep_error"
		continue
	fi
	for d in "${order[@]}"; do
		printf '#line 1 "%s"\n' "$d"
		sed 's/^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}D[[:space:]]\{1,\}depends_on[[:space:]]\{1,\}library.*//' "$d"
	done >"$tmp/input.d"
	if "$parser" "$tmp/input.d" >/dev/null 2>"$tmp/err"; then
		verdict "$f" parse
	else
		verdict "$f" parse "$(head -3 "$tmp/err")"
	fi
done

# ---- bindings ---------------------------------------------------------------

# Comments and string and character literals removed, lines kept.
strip_comments() {
	awk '
	{
		out = ""
		s = $0
		while (s != "") {
			if (incomment) {
				i = index(s, "*/")
				if (i == 0) { s = ""; break }
				s = substr(s, i + 2)
				incomment = 0
				continue
			}
			c = substr(s, 1, 1)
			if (substr(s, 1, 2) == "/*") {
				incomment = 1
				s = substr(s, 3)
			} else if (c == "\"" || c == "\047") {
				# a literal, kept as an empty one
				i = 2
				while (i <= length(s) && substr(s, i, 1) != c)
					i += substr(s, i, 1) == "\\" ? 2 : 1
				out = out c c
				s = substr(s, i + 1)
			} else {
				out = out c
				s = substr(s, 2)
			}
		}
		print out
	}' "$1"
}

for f in "${files[@]}"; do
	problems=$(strip_comments "$f" | awk '
	/^[ \t]*inline[ \t]/ {
		s = $0
		sub(/=.*/, "", s)
		sub(/\[.*/, "", s)
		sub(/[ \t]+$/, "", s)
		n = split(s, w, /[^A-Za-z0-9_]+/)
		inl[w[n]] = NR
	}
	/^[ \t]*#[ \t]*pragma[ \t]+D[ \t]+binding[ \t]/ {
		bind[$NF] = NR
	}
	END {
		for (n in inl)
			if (!(n in bind))
				printf "line %d: inline %s has no #pragma D binding\n", inl[n], n
		for (n in bind)
			if (!(n in inl))
				printf "line %d: #pragma D binding names %s, which no inline of the file defines\n", bind[n], n
	}' | sort -t' ' -k2n)
	verdict "$f" bindings "$problems"
done

# ---- headers ----------------------------------------------------------------

# FILE	INCLUDES	NAMES THE FILE MUST DEFINE (regex)	EXCEPT (regex)
header_table='
errno.d	errno.h	^E[A-Z0-9]+$	^$
signal.d	linux/signal.h	^(SIG[A-Z0-9]+|CLD_[A-Z]+)$	^SIGSTKSZ$
net.d	sys/socket.h linux/in6.h	^$	^$
dtrace.d	dt_bpf_shared.h	^DTRACEFLT_[A-Z]+$	^$
'

# The numeric inline constants of a file: NAME VALUE per line.
constants() {
	strip_comments "$1" | awk '
	/^[ \t]*inline[ \t].*=[ \t]*-?[0-9][0-9A-Fa-fxX]*[ \t]*;/ {
		s = $0
		sub(/^[ \t]*inline[ \t]+/, "", s)
		v = s
		sub(/[ \t]*=.*/, "", s)
		n = split(s, w, /[^A-Za-z0-9_]+/)
		sub(/^[^=]*=[ \t]*/, "", v)
		sub(/[ \t]*;.*/, "", v)
		print w[n], v, NR
	}'
}

# awk functions shared by the checks below: numeric value of a C literal.
awk_num='
function num(s,    v, i, c, neg) {
	neg = 0
	if (substr(s, 1, 1) == "-") { neg = 1; s = substr(s, 2) }
	sub(/[uUlL]+$/, "", s)
	if (s ~ /^0[xX][0-9A-Fa-f]+$/) {
		v = 0
		for (i = 3; i <= length(s); i++) {
			c = index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
			v = v * 16 + c
		}
	} else if (s ~ /^0[0-7]+$/) {
		v = 0
		for (i = 2; i <= length(s); i++)
			v = v * 8 + substr(s, i, 1)
	} else
		v = s + 0
	return neg ? -v : v
}
function isnum(s) {
	return s ~ /^-?(0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*$/
}'

while IFS=$'\t' read -r f incs must except; do
	[ -n "$f" ] || continue
	[ -f "$f" ] || { verdict "$f" headers "no such file"; continue; }
	args=()
	for h in $incs; do
		args+=(-include "$h")
	done
	if ! cpp -dM -I"$root/include" "${args[@]}" /dev/null >"$tmp/macros" 2>"$tmp/err"; then
		skip "cannot read the headers of $f ($incs): $(head -1 "$tmp/err")"
		continue
	fi
	constants "$f" >"$tmp/consts"
	problems=$(awk -v must="$must" -v except="$except" "$awk_num"'
	FNR == NR {
		if ($1 == "#define" && $2 ~ /^[A-Za-z_][A-Za-z0-9_]*$/) {
			v = $3
			gsub(/[()]/, "", v)
			def[$2] = v
		}
		next
	}
	{ have[$1] = $2 }
	# the value of macro m, following aliases; "" if not a number
	function value(m,    v, i) {
		v = def[m]
		for (i = 0; i < 10 && !isnum(v) && (v in def); i++)
			v = def[v]
		return isnum(v) ? num(v) : ""
	}
	END {
		for (n in have) {
			if (!(n in def))
				continue
			v = value(n)
			if (v != "" && v != num(have[n]))
				printf "%s is %s here, %s in the headers\n", n, have[n], v
		}
		for (m in def)
			if (m ~ must && m !~ except && !(m in have) && value(m) != "")
				printf "%s (%s in the headers) is missing\n", m, value(m)
	}' "$tmp/macros" "$tmp/consts" | sort)
	verdict "$f" headers "$problems"
done <<<"$header_table"

# ---- compile ----------------------------------------------------------------

# The compiler loads every library file (dt_dlib.c) the first time a
# program names something it does not know, here EPERM; they are taken
# from a copy of libdtrace/*.d, so that a stale build/dlibs hides nothing.
if [ ! -x "$build/dtrace" ]; then
	skip "no $build/dtrace: compile check not run"
elif [ "$(id -u)" != 0 ]; then
	skip "not root: compile check not run (dtrace needs root)"
else
	mkdir -p "$tmp/lib/dlibs"
	cp "${files[@]}" "$tmp/lib/dlibs/"
	if DTRACE_LIBDIR=$tmp/lib "$build/dtrace" -e -n 'BEGIN { x = EPERM; }' \
		>/dev/null 2>"$tmp/err"; then
		verdict 'libdtrace/*.d' 'compile (dtrace -e)'
	else
		verdict 'libdtrace/*.d' 'compile (dtrace -e)' "$(head -3 "$tmp/err")"
	fi
fi

# ---- btf --------------------------------------------------------------------

# What the library asks of the kernel, one request per line:
#   path FILE LINE STRUCT CHAIN	tag FILE LINE NAME	typedef FILE LINE NAME
#   struct FILE LINE NAME		enum FILE LINE NAME VALUE
#   slot FILE LINE STRUCT MEMBER INDEX	const FILE LINE NAME VALUE
requests() {
	local f

	for f in "${files[@]}"; do
		# annotations live in comments: read them from the raw text
		awk -v file="$f" '
		/@btf-enum[ \t]/ {
			s = $0
			sub(/.*@btf-enum[ \t]+/, "", s)
			split(s, w, /[ \t]+/)
			print "enum", file, FNR, w[1], w[2]
		}
		/^[ \t]*inline[ \t].*@btf-slot[ \t]/ {
			s = $0
			sub(/.*@btf-slot[ \t]+/, "", s)
			split(s, w, /[ \t]+/)
			split(w[1], sm, ".")
			v = $0
			sub(/^[^=]*=[ \t]*/, "", v)
			sub(/[ \t]*;.*/, "", v)
			print "slot", file, FNR, sm[1], sm[2], v
		}' "$f"
		constants "$f" | awk -v file="$f" '{ print "const", file, $3, $1, $2 }'
		strip_comments "$f" | awk -v file="$f" '
		function ident(c) { return c ~ /[A-Za-z0-9_]/ }
		# every ROOT->... chain in s, where ROOT is a whole word
		function chains(s, root, sname,    pre, p) {
			pre = ""
			while (match(s, root "->[A-Za-z_][A-Za-z0-9_]*((->|\\.)[A-Za-z_][A-Za-z0-9_]*|\\[[^][]*\\])*")) {
				p = RSTART > 1 ? substr(s, RSTART - 1, 1) : ""
				if (!ident(p))
					print "path", file, FNR, sname, substr(s, RSTART + length(root), RLENGTH - length(root))
				s = substr(s, RSTART + RLENGTH)
			}
		}
		/^[ \t]*translator[ \t]/ {
			s = $0
			if (match(s, /<[ \t]*struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*\*[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*>/)) {
				s = substr(s, RSTART + 1, RLENGTH - 2)
				sub(/^[ \t]*struct[ \t]+/, "", s)
				split(s, w, /[ \t*]+/)
				xs = w[1]
				xv = w[2]
			}
		}
		/^[ \t]*};/ { xv = "" }
		/^[ \t]*typedef[ \t]/ { intypedef = 1 }
		intypedef && /;[ \t]*$/ && !/{/ && (/^[ \t]*typedef/ || /^[ \t]*}/) {
			s = $0
			sub(/[ \t]*;[ \t]*$/, "", s)
			n = split(s, w, /[^A-Za-z0-9_]+/)
			print "typedef", file, FNR, w[n]
			intypedef = 0
		}
		{
			s = $0
			while (match(s, /struct[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
				p = RSTART > 1 ? substr(s, RSTART - 1, 1) : ""
				t = substr(s, RSTART, RLENGTH)
				s = substr(s, RSTART + RLENGTH)
				if (ident(p))
					continue
				sub(/^struct[ \t]+/, "", t)
				if (s ~ /^[ \t]*{/)
					print "tag", file, FNR, t
				else
					print "struct", file, FNR, t
			}
			if (xv != "")
				chains($0, xv, xs)
			chains($0, "curthread", "task_struct")
		}' 
	done
}

# Checks the requests (second input) against bpftool's raw dump (first).
btf_check='
FNR == NR {
	if ($0 ~ /^\[[0-9]+\] /) {
		id = substr($1, 2, length($1) - 2) + 0
		k = $2
		kind[id] = k
		nm = "(anon)"
		if (match($0, /\047[^\047]*\047/))
			nm = substr($0, RSTART + 1, RLENGTH - 2)
		name[id] = nm
		if (match($0, / type_id=[0-9]+/))
			ref[id] = substr($0, RSTART + 9, RLENGTH - 9) + 0
		byname[k, nm] = byname[k, nm] " " id
		cur = (k == "STRUCT" || k == "UNION") ? id : ""
		inenum = k == "ENUM" || k == "ENUM64"
		nmem[id] = 0
	} else if ($0 ~ /^\t\047/) {
		match($0, /\047[^\047]*\047/)
		m = substr($0, RSTART + 1, RLENGTH - 2)
		if (cur != "") {
			i = ++nmem[cur]
			mname[cur, i] = m
			match($0, /type_id=[0-9]+/)
			mtype[cur, i] = substr($0, RSTART + 8, RLENGTH - 8) + 0
			match($0, /bits_offset=[0-9]+/)
			moff[cur, i] = substr($0, RSTART + 12, RLENGTH - 12) + 0
		} else if (inenum && match($0, /val=-?[0-9]+/)) {
			enumval[m] = substr($0, RSTART + 4, RLENGTH - 4)
		}
	}
	next
}

function strip(t) {
	while (kind[t] == "TYPEDEF" || kind[t] == "CONST" || kind[t] == "VOLATILE" ||
	       kind[t] == "RESTRICT" || kind[t] == "TYPE_TAG")
		t = ref[t]
	return t
}
function sou(t) { return kind[t] == "STRUCT" || kind[t] == "UNION" }
# the struct/union S with members (for a FWD or a tag name)
function byname_sou(s,    l, n, i, a) {
	l = byname["STRUCT", s] " " byname["UNION", s]
	n = split(l, a, " ")
	for (i = 1; i <= n; i++)
		if (nmem[a[i]] > 0)
			return a[i]
	return n > 0 ? a[1] : ""
}
function complete(t) {
	if (kind[t] == "FWD" || (sou(t) && nmem[t] == 0))
		return byname_sou(name[t]) != "" ? byname_sou(name[t]) : t
	return t
}
# type of member m of struct/union t, looking into anonymous members;
# MOFF gets its offset in bits; "" if there is none
function member(t, m,    i, a, r) {
	for (i = 1; i <= nmem[t]; i++) {
		if (mname[t, i] == m) {
			MOFF = moff[t, i]
			return mtype[t, i]
		}
		if (mname[t, i] == "(anon)") {
			a = strip(mtype[t, i])
			if (sou(a) && (r = member(a, m)) != "") {
				MOFF += moff[t, i]
				return r
			}
		}
	}
	return ""
}
# a type as C would write it, roughly: "kuid_t", "struct pid *"
function desc(t) {
	if (kind[t] == "PTR")
		return desc(ref[t]) " *"
	if (kind[t] == "ARRAY")
		return desc(ref[t]) " []"
	if (kind[t] == "CONST" || kind[t] == "VOLATILE" || kind[t] == "TYPE_TAG")
		return desc(ref[t])
	if (sou(t) || kind[t] == "FWD" || kind[t] == "ENUM")
		return (kind[t] == "UNION" ? "union " : kind[t] == "ENUM" ? "enum " : "struct ") name[t]
	return t == 0 ? "void" : name[t]
}
# "" if CHAIN (->a.b[i]->c) exists from a pointer to struct S, else why not
function walk(s, chain,    t, t0, op, m, x) {
	t0 = byname_sou(s)
	if (t0 == "")
		return "no struct " s
	t = -1		# the start: a pointer to t0
	while (chain != "") {
		if (substr(chain, 1, 1) == "[") {
			chain = substr(chain, index(chain, "]") + 1)
			if (t == -1) {
				t = t0
				continue
			}
			x = strip(t)
			if (kind[x] != "ARRAY" && kind[x] != "PTR")
				return "[ ] applied to " desc(t)
			t = ref[x]
			continue
		}
		op = substr(chain, 1, 1) == "." ? "." : "->"
		chain = substr(chain, length(op) + 1)
		match(chain, /^[A-Za-z_][A-Za-z0-9_]*/)
		m = substr(chain, 1, RLENGTH)
		chain = substr(chain, RLENGTH + 1)
		if (t == -1) {
			if (op != "->")
				return "." m " applied to a pointer"
			x = t0
		} else {
			x = strip(t)
			if (op == "->") {
				if (kind[x] != "PTR")
					return "->" m " applied to " desc(t)
				t = ref[x]
				x = strip(t)
			}
			x = complete(x)
			if (!sou(x))
				return op m " applied to " desc(t)
		}
		t = member(x, m)
		if (t == "")
			return "no member " m " in " desc(x)
	}
	return ""
}
function bad(file, line, msg) {
	printf "%s\tline %s: %s\n", file, line, msg
}
$1 == "tag" { tags[$4] = 1 }
{ req[++nreq] = $0 }
END {
	for (r = 1; r <= nreq; r++) {
		n = split(req[r], a, " ")
		f = a[2]; l = a[3]
		if (a[1] == "path") {
			why = walk(a[4], a[5])
			if (why != "")
				bad(f, l, "struct " a[4] " *: " a[5] ": " why)
		} else if (a[1] == "struct") {
			if (!(a[4] in tags) && byname_sou(a[4]) == "")
				bad(f, l, "struct " a[4] " is not a kernel type")
		} else if (a[1] == "tag") {
			if (byname_sou(a[4]) != "" || byname["ENUM", a[4]] != "" || byname["FWD", a[4]] != "")
				bad(f, l, "struct " a[4] " is also a kernel type")
		} else if (a[1] == "typedef") {
			if (byname["TYPEDEF", a[4]] != "")
				bad(f, l, "typedef " a[4] " is also a kernel type")
		} else if (a[1] == "enum") {
			if (!(a[4] in enumval))
				bad(f, l, "no kernel enumerator " a[4])
			else if (enumval[a[4]] != a[5])
				bad(f, l, a[4] " is " enumval[a[4]] " in the kernel, " a[5] " here")
		} else if (a[1] == "slot") {
			t = byname_sou(a[4])
			MOFF = 0
			if (t == "" || member(t, a[5]) == "")
				bad(f, l, "no member " a[5] " in struct " a[4])
			else if (MOFF != num(a[6]) * 64)
				bad(f, l, a[4] "." a[5] " is at byte " MOFF / 8 ", not in slot " a[6])
		} else if (a[1] == "const") {
			if ((a[4] in enumval) && enumval[a[4]] != num(a[5]))
				bad(f, l, a[4] " is " a[5] " here but the kernel enumerator " a[4] " is " enumval[a[4]])
		}
	}
}'

btf=${DLIBS_BTF:-/sys/kernel/btf/vmlinux}
bpftool=$(command -v bpftool || echo /usr/sbin/bpftool)
if [ ! -x "$bpftool" ]; then
	skip "no bpftool: BTF checks not run"
elif [ ! -r "$btf" ]; then
	skip "no readable $btf: BTF checks not run"
elif ! "$bpftool" btf dump file "$btf" >"$tmp/btf" 2>"$tmp/err"; then
	skip "bpftool btf dump file $btf failed: $(head -1 "$tmp/err")"
else
	requests >"$tmp/requests"
	awk "$awk_num$btf_check" "$tmp/btf" "$tmp/requests" >"$tmp/btf-bad"
	for f in "${files[@]}"; do
		verdict "$f" "btf ($btf)" "$(awk -F'\t' -v f="$f" '$1 == f { print $2 }' "$tmp/btf-bad")"
	done
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ] || exit 1
if [ -n "$skipped" ]; then
	echo "skipped: $skipped" >&2
	exit 77
fi
exit 0
