/*
 * BPF functions that call each other, for test_link.c: the linker must
 * follow calls transitively, link each function once, and read every form
 * of call clang emits: through a global function's symbol, through the
 * section symbol for a static function of another section, and resolved
 * pc-relative calls without relocation (a static function of the same
 * section).
 *
 * Built with the support object's flags:
 *   clang -target bpf -O2 -mcpu=v3 -c link_calls.bpf.c -o link_calls.bpf.o
 */
typedef long long int64_t;

extern char K1[] __attribute__((weak));	/* link-time constants */
extern char K2[] __attribute__((weak));

static __attribute__((noinline)) int64_t t_static(int64_t x)
{
	return x * 3 + (int64_t)&K1;
}

/* Another static function before the one called, in another section. */
static __attribute__((noinline, section(".text.aux"))) int64_t t_aux0(int64_t x)
{
	return x - 1;
}

static __attribute__((noinline, section(".text.aux"))) int64_t t_aux(int64_t x)
{
	return t_aux0(x) * 2;
}

__attribute__((noinline)) int64_t t_leaf(int64_t x)
{
	return x + (int64_t)&K2;
}

__attribute__((noinline)) int64_t t_mid(int64_t x)
{
	return t_leaf(x) + t_static(x);
}

__attribute__((noinline)) int64_t t_top(int64_t x)
{
	return t_mid(x) + t_leaf(x + 1) + t_aux(x) + t_aux0(x + 2);
}
