/*
 * The string search functions of bpf/str_search.c with a hash base of 1,
 * for test_strings.c: every window whose bytes add up to the pattern's then
 * collides with it, so the byte comparison that must reject such windows is
 * exercised (dt_index() must never report a position where the pattern is
 * not).  Built with the support object's flags into strings_hash.bpf.o.
 */
#define DT_STR_HASH_BASE(p)	1
#include "bpf/bpf_support.h"
#include "bpf/str_basic.c"
#include "bpf/str_search.c"
