/*
 * lockstat.d: the lockstat provider's constants.  rw-block and rw-spin
 * pass in arg2 how the thread wanted the lock: RW_READER or RW_WRITER,
 * as illumos' krw_t has them, so that "arg2 == RW_WRITER" reads as it
 * does there.
 */

inline int RW_WRITER = 0;		/* wanted (or held) as the writer */
#pragma D binding "1.0" RW_WRITER
inline int RW_READER = 1;		/* wanted (or held) as a reader */
#pragma D binding "1.0" RW_READER
