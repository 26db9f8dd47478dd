# Types and enumerators declared by one program stay defined for the
# programs compiled after it (here a -n program after a -s file).
# @@requires: root
cat > decl.d <<'DECL'
struct later { int a; long b; };
typedef struct later later_t;
enum { LATER_CONST = 42 };
inline int later_one = 1;	/* declarations alone are an empty program */
DECL
$dtrace -q -s decl.d -n 'BEGIN { printf("%d %d %d\n", sizeof(struct later),
    offsetof(later_t, b), LATER_CONST); exit(0); }'
