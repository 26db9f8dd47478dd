/*
 * types.d: the Solaris identifier types that D scripts and the other
 * library files name but Linux does not have: task, pool, zone and
 * contract ids.  Linux processes are all in "zone 0", with no task, pool or
 * contract, so the members of these types (psinfo_t, csinfo_t) are 0.
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Files that use these
 * types say "#pragma D depends_on library types.d".
 *
 * Types are not identifiers, so they take no "#pragma D binding".  No name
 * here may also be a kernel type (test/unit/dlibs/run.sh checks that against
 * BTF), or D would have two different types under one name: that is why
 * Solaris' projid_t is missing (Linux has its own, an unsigned int, for
 * disk quota projects) and psinfo_t uses id_t for pr_projid.
 */

typedef id_t taskid_t;		/* task (group of processes) */
typedef id_t poolid_t;		/* resource pool */
typedef id_t zoneid_t;		/* zone; the global zone is 0 */
typedef id_t ctid_t;		/* process contract */
