/*
 * dtrace -h: the C header of the providers that the compiled programs
 * define (dt_provdef.c), not those of D library files.
 *
 * Per probe p of provider prov it defines, as illumos' header names them,
 * PROV_P(args) and PROV_P_ENABLED() ("__" in p becomes "_", all upper
 * case).  The mechanism is not illumos' (calls that dtrace -G rewrites) but
 * the one every Linux tracer reads: PROV_P() calls an always-inline
 * function whose asm statement is a nop with a .note.stapsdt note
 * describing it, as <sys/sdt.h> writes them (version 3: pc, the address of
 * .stapsdt.base, the semaphore's address, provider, name, and the argument
 * spec "-4@%edi 8@-24(%rbp)" that the compiler fills in through "nor"
 * operands of the native types).  So bpftrace, perf and SystemTap see the
 * probes, and so does our USDT provider.  Unlike <sys/sdt.h>, the asm
 * clobbers "memory": what an argument points to (the structure a
 * translator reads) is stored before the probe fires, as it is before
 * illumos' probe call.
 *
 * PROV_P_ENABLED() reads the probe's semaphore, unsigned short
 * prov_p_semaphore in section .probes, which a tracer increments while the
 * probe is enabled.  The header defines it weak (and hidden: one per
 * object), so that the header alone suffices; dtrace -G (dt_elfgen.c)
 * defines it strongly.  Next to the stapsdt note the asm emits the
 * probe's .note.dtrace note (argument types, dt_provdef.h) once per
 * object: guarded by .ifndef within a translation unit, and in a COMDAT
 * group, the same as dtrace -G's, across the objects of a link.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_provdef.h"

/* Emitted once, whatever the number of generated headers a file includes. */
static const char dt_header_common[] =
"#ifndef _DTRACE_STAPSDT_BASE\n"
"/* The section whose address the notes record, as <sys/sdt.h> defines it. */\n"
"#define\t_DTRACE_STAPSDT_BASE \\\n"
"\t\"\\t.ifndef _.stapsdt.base\\n\" \\\n"
"\t\"\\t.pushsection .stapsdt.base,\\\"aG\\\",\\\"progbits\\\",.stapsdt.base,comdat\\n\" \\\n"
"\t\"\\t.weak _.stapsdt.base\\n\" \\\n"
"\t\"\\t.hidden _.stapsdt.base\\n\" \\\n"
"\t\"_.stapsdt.base:\\t.space 1\\n\" \\\n"
"\t\"\\t.size _.stapsdt.base, 1\\n\" \\\n"
"\t\"\\t.popsection\\n\" \\\n"
"\t\"\\t.endif\\n\"\n"
"#endif\n\n";

/* PROV_P: upper case, "__" and "-" as "_" (illumos' dt_header_fmt_macro). */
static void dt_header_macro(FILE *out, const char *prov, const char *probe)
{
	const char *s;

	for (s = prov; *s != '\0'; s++)
		fputc(*s == '-' ? '_' : toupper((unsigned char)*s), out);
	fputc('_', out);
	for (s = probe; *s != '\0'; s++) {
		if (s[0] == '_' && s[1] == '_')
			s++;
		fputc(*s == '-' ? '_' : toupper((unsigned char)*s), out);
	}
}

/* (arg0, arg1, ...) */
static void dt_header_params(FILE *out, int n)
{
	fputc('(', out);
	for (int i = 0; i < n; i++)
		fprintf(out, "%sarg%d", i > 0 ? ", " : "", i);
	fputc(')', out);
}

/*
 * "struct tag" or "union tag" at the root of a type name, into buf (else
 * ""): the header declares it, so that the prototypes may use it.
 */
static const char *dt_header_tag(dt_type_t t, char *buf, size_t len)
{
	char *p = dt_provdef_ctype(t, buf, len), *end;

	while (strncmp(p, "const ", 6) == 0 || strncmp(p, "volatile ", 9) == 0)
		p = strchr(p, ' ') + 1;
	if (strncmp(p, "struct ", 7) != 0 && strncmp(p, "union ", 6) != 0)
		return "";
	end = strchr(strchr(p, ' ') + 1, ' ');
	if (end != NULL)
		*end = '\0';
	return p;
}

/* Each tag the native arguments of pv use, once. */
static void dt_header_forwards(FILE *out, const dt_provdef_t *pv)
{
	char b1[256], b2[256];

	for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		for (int i = 0; i < pp->pp_nargc; i++) {
			const char *tag = dt_header_tag(pp->pp_nargv[i], b1, sizeof(b1));
			int seen = *tag == '\0';

			for (const dt_pdprobe_t *q = pv->pv_probes; !seen && q != NULL; q = q->pp_next) {
				for (int j = 0; !seen && j < (q == pp ? i : q->pp_nargc); j++)
					seen = strcmp(tag, dt_header_tag(q->pp_nargv[j], b2, sizeof(b2))) == 0;
				if (q == pp)
					break;
			}
			if (!seen)
				fprintf(out, "%s;\n", tag);
		}
	}
}

/* A parameter: "int __dtrace_a0", or through __typeof__ when C puts the name inside. */
static void dt_header_param(FILE *out, dt_type_t t, int i)
{
	char b[256];
	const char *c = dt_provdef_ctype(t, b, sizeof(b));
	size_t len = strlen(c);

	if (strpbrk(c, "([") != NULL)
		fprintf(out, "__typeof__(%s) __dtrace_a%d", c, i);
	else
		fprintf(out, "%s%s__dtrace_a%d", c, len > 0 && c[len - 1] == '*' ? "" : " ", i);
}

/* The .note.stapsdt note of one call site. */
static void dt_header_stapsdt(FILE *out, const dt_provdef_t *pv, const dt_pdprobe_t *pp)
{
	char sem[256];

	dt_provdef_semname(pv, pp, sem, sizeof(sem));
	fprintf(out,
		"\t\t\"990:\\tnop\\n\"\n"
		"\t\t\"\\t.pushsection .note.stapsdt,\\\"?\\\",\\\"note\\\"\\n\"\n"
		"\t\t\"\\t.balign 4\\n\"\n"
		"\t\t\"\\t.4byte 992f-991f,994f-993f,3\\n\"\n"
		"\t\t\"991:\\t.asciz \\\"stapsdt\\\"\\n\"\n"
		"\t\t\"992:\\t.balign 4\\n\"\n"
		"\t\t\"993:\\t.8byte 990b\\n\"\n"
		"\t\t\"\\t.8byte _.stapsdt.base\\n\"\n"
		"\t\t\"\\t.8byte %s\\n\"\n"
		"\t\t\"\\t.asciz \\\"%s\\\"\\n\"\n"
		"\t\t\"\\t.asciz \\\"%s\\\"\\n\"\n"
		"\t\t\"\\t.asciz \\\"",
		sem, pv->pv_name, pp->pp_sname);
	for (int i = 0; i < pp->pp_nargc; i++)
		fprintf(out, "%s%d@%%[__dtrace_a%d]", i > 0 ? " " : "",
			dt_provdef_argsize(pp->pp_nargv[i]), i);
	fprintf(out,
		"\\\"\\n\"\n"
		"\t\t\"994:\\t.balign 4\\n\"\n"
		"\t\t\"\\t.popsection\\n\"\n"
		"\t\t_DTRACE_STAPSDT_BASE\n");
}

/* The probe's .note.dtrace note, once per object. */
static int dt_header_dtnote(FILE *out, const dt_provdef_t *pv, const dt_pdprobe_t *pp)
{
	size_t len = dt_provdef_note(pv, pp, NULL, 0);
	char grp[256], *desc = malloc(len);

	if (desc == NULL)
		return -1;
	dt_provdef_note(pv, pp, desc, len);
	dt_provdef_groupname(pv, pp, grp, sizeof(grp));
	fprintf(out,
		"\t\t\"\\t.ifndef %s\\n\"\n"
		"\t\t\"\\t.pushsection .note.dtrace,\\\"G\\\",\\\"note\\\",%s,comdat\\n\"\n"
		"\t\t\"\\t.balign 4\\n\"\n"
		"\t\t\"%s:\\n\"\n"
		"\t\t\"\\t.4byte 996f-995f,998f-997f,%d\\n\"\n"
		"\t\t\"995:\\t.asciz \\\"%s\\\"\\n\"\n"
		"\t\t\"996:\\t.balign 4\\n\"\n"
		"\t\t\"997:\\t.asciz ",
		grp, grp, grp, DT_NOTE_DTRACE_TYPE, DT_NOTE_DTRACE_OWNER);
	for (size_t off = 0; off < len; off += strlen(desc + off) + 1)
		fprintf(out, "%s\\\"%s\\\"", off > 0 ? "," : "", desc + off);
	fprintf(out,
		"\\n\"\n"
		"\t\t\"998:\\t.balign 4\\n\"\n"
		"\t\t\"\\t.popsection\\n\"\n"
		"\t\t\"\\t.endif\\n\"\n");
	free(desc);
	return 0;
}

static int dt_header_probe(FILE *out, const dt_provdef_t *pv, const dt_pdprobe_t *pp)
{
	char sem[256];

	dt_provdef_semname(pv, pp, sem, sizeof(sem));
	fprintf(out, "__extension__ unsigned short %s\n"
		"\t__attribute__((__weak__, __visibility__(\"hidden\"), __section__(\".probes\"), "
		"__used__)) = 0;\n\n", sem);
	fprintf(out, "static __inline__ __attribute__((__always_inline__, __unused__)) void\n"
		"__dtrace_%s___%s(", pv->pv_name, pp->pp_sname);
	for (int i = 0; i < pp->pp_nargc; i++) {
		if (i > 0)
			fputs(", ", out);
		dt_header_param(out, pp->pp_nargv[i], i);
	}
	fprintf(out, "%s)\n{\n\t__asm__ __volatile__(\n", pp->pp_nargc == 0 ? "void" : "");
	dt_header_stapsdt(out, pv, pp);
	if (dt_header_dtnote(out, pv, pp) != 0)
		return -1;
	fputs("\t\t: :", out);
	for (int i = 0; i < pp->pp_nargc; i++)
		fprintf(out, "%s [__dtrace_a%d] \"nor\" (__dtrace_a%d)", i > 0 ? "," : "", i, i);
	fputs(" : \"memory\");\n}\n\n#define\t", out);
	dt_header_macro(out, pv->pv_name, pp->pp_sname);
	dt_header_params(out, pp->pp_nargc);
	fprintf(out, " \\\n\t__dtrace_%s___%s", pv->pv_name, pp->pp_sname);
	dt_header_params(out, pp->pp_nargc);
	fputs("\n#define\t", out);
	dt_header_macro(out, pv->pv_name, pp->pp_sname);
	fprintf(out, "_ENABLED() \\\n\t((int)__builtin_expect(*(volatile unsigned short *)&%s != 0, 0))"
		"\n\n", sem);
	return 0;
}

/* Without probes (_DTRACE_VERSION 0): the macros expand to nothing. */
static void dt_header_stubs(FILE *out, const dt_provdef_t *pv)
{
	for (const dt_pdprobe_t *pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		fputs("#define\t", out);
		dt_header_macro(out, pv->pv_name, pp->pp_sname);
		dt_header_params(out, pp->pp_nargc);
		fputs("\n#define\t", out);
		dt_header_macro(out, pv->pv_name, pp->pp_sname);
		fputs("_ENABLED() (0)\n", out);
	}
}

static int dt_header_provider(FILE *out, const dt_provdef_t *pv)
{
	const dt_pdprobe_t *pp;

	fprintf(out, "/* provider %s */\n\n", pv->pv_name);
	dt_header_forwards(out, pv);
	fputc('\n', out);
	for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next) {
		if (dt_header_probe(out, pv, pp) != 0)
			return -1;
	}
	return 0;
}

/* _PROVIDER_H from the file name, as illumos makes it. */
static void dt_header_guard(FILE *out, const char *fname)
{
	const char *base = strrchr(fname, '/');

	fputc('_', out);
	for (const char *s = base != NULL ? base + 1 : fname; *s != '\0'; s++)
		fputc(isalnum((unsigned char)*s) ? toupper((unsigned char)*s) : '_', out);
}

int dtrace_program_header(dtrace_hdl_t *dtp, FILE *out, const char *fname)
{
	const dt_provdef_t *pv;

	/* without a provider, the header has nothing between its guards (illumos) */
	fputs("#ifndef\t", out);
	dt_header_guard(out, fname);
	fputs("\n#define\t", out);
	dt_header_guard(out, fname);
	fputs("\n\n#include <unistd.h>\n#include <inttypes.h>\n\n"
	      "#ifdef\t__cplusplus\nextern \"C\" {\n#endif\n\n"
	      "#ifdef\t__GNUC__\n#pragma GCC system_header\n#endif\n\n"
	      "/* -D_DTRACE_VERSION=0 compiles the probes out. */\n"
	      "#ifndef\t_DTRACE_VERSION\n#define\t_DTRACE_VERSION 1\n#endif\n\n"
	      "#if _DTRACE_VERSION\n\n", out);
	fputs(dt_header_common, out);
	for (pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_user && dt_header_provider(out, pv) != 0)
			return dt_set_errmsg(dtp, D_NONE, "out of memory");
	}
	fputs("#else\n\n", out);
	for (pv = dtp->dt_provdefs; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_user)
			dt_header_stubs(out, pv);
	}
	fputs("\n#endif\n\n#ifdef\t__cplusplus\n}\n#endif\n\n#endif\t/* ", out);
	dt_header_guard(out, fname);
	fputs(" */\n", out);
	if (ferror(out))
		return dt_set_errmsg(dtp, D_NONE, "failed to write header: %s", strerror(errno));
	return 0;
}
