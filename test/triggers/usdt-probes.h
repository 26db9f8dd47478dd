/*
 * USDT probe sites written by hand for the trigger programs, as
 * <sys/sdt.h> writes them (a nop, and a .note.stapsdt note recording its
 * address, .stapsdt.base's and the semaphore's), except that the argument
 * spec is literal text and the operands are put where it says by the asm
 * constraints: so the tests know exactly which operand form each argument
 * has (register, memory, constant, %rip-relative, indexed) and which value.
 * x86-64 only.
 *
 * USDT_PROBE("prov", "name", "spec", constraints...) is a probe without a
 * semaphore (an extended asm statement: write %% for each % of the spec),
 * USDT_PROBE_SEMA(..., "semaphore symbol", ...) one with.
 * USDT_SEMAPHORE(sym) defines the semaphore (in .probes, as sys/sdt.h).
 */
#ifndef USDT_PROBES_H
#define USDT_PROBES_H

#define USDT_BASE_							\
	".ifndef _.stapsdt.base\n"					\
	".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n" \
	".weak _.stapsdt.base\n"					\
	".hidden _.stapsdt.base\n"					\
	"_.stapsdt.base: .space 1\n"					\
	".size _.stapsdt.base, 1\n"					\
	".popsection\n"							\
	".endif\n"

#define USDT_NOTE_(prov, name, sema, spec)				\
	"990: nop\n"							\
	".pushsection .note.stapsdt,\"\",\"note\"\n"			\
	".balign 4\n"							\
	".4byte 992f-991f, 994f-993f, 3\n"				\
	"991: .asciz \"stapsdt\"\n"					\
	"992: .balign 4\n"						\
	"993: .8byte 990b\n"						\
	".8byte _.stapsdt.base\n"					\
	".8byte " sema "\n"						\
	".asciz \"" prov "\"\n"						\
	".asciz \"" name "\"\n"						\
	".asciz \"" spec "\"\n"						\
	"994: .balign 4\n"						\
	".popsection\n"							\
	USDT_BASE_

#define USDT_PROBE(prov, name, spec, ...) \
	__asm__ __volatile__(USDT_NOTE_(prov, name, "0", spec) :: __VA_ARGS__)
#define USDT_PROBE_SEMA(prov, name, sema, spec, ...) \
	__asm__ __volatile__(USDT_NOTE_(prov, name, sema, spec) :: __VA_ARGS__)

#define USDT_SEMAPHORE(sym) \
	__extension__ volatile unsigned short sym __attribute__((section(".probes"), used))

/*
 * Our own .note.dtrace note (doc/usdt.md): the D types of probe prov:name,
 * NUL-separated strings as one assembler literal, so each NUL is written
 * "\\000" in C (three digits: gas would read "\\00" as one octal escape):
 * "2\\000char *\\000int\\000" "0\\000".
 */
#define USDT_TYPES(prov, name, strings)					\
	__asm__(".pushsection .note.dtrace,\"\",\"note\"\n"		\
		".balign 4\n"						\
		".4byte 2f-1f, 4f-3f, 1\n"				\
		"1: .asciz \"dtrace\"\n"				\
		"2: .balign 4\n"					\
		"3: .asciz \"" prov "\"\n"				\
		".asciz \"" name "\"\n"					\
		".ascii \"" strings "\"\n"				\
		"4: .balign 4\n"					\
		".popsection\n")

#endif /* USDT_PROBES_H */
