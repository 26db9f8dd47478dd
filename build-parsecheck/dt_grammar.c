/* A Bison parser, made by GNU Bison 3.8.2.  */

/* Bison implementation for Yacc-like parsers in C

   Copyright (C) 1984, 1989-1990, 2000-2015, 2018-2021 Free Software Foundation,
   Inc.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* As a special exception, you may create a larger work that contains
   part or all of the Bison parser skeleton and distribute that work
   under terms of your choice, so long as that work isn't itself a
   parser generator using the skeleton or a modified version thereof
   as a parser skeleton.  Alternatively, if you modify or redistribute
   the parser skeleton itself, you may (at your option) remove this
   special exception, which will cause the skeleton and the resulting
   Bison output files to be licensed under the GNU General Public
   License without this special exception.

   This special exception was added by the Free Software Foundation in
   version 2.2 of Bison.  */

/* C LALR(1) parser skeleton written by Richard Stallman, by
   simplifying the original so-called "semantic" parser.  */

/* DO NOT RELY ON FEATURES THAT ARE NOT DOCUMENTED in the manual,
   especially those whose name start with YY_ or yy_.  They are
   private implementation details that can be changed or removed.  */

/* All symbols defined below should begin with yy or YY, to avoid
   infringing on user name space.  This should be done even for local
   variables, as they might otherwise be expanded by user macros.
   There are some unavoidable exceptions within include files to
   define necessary library symbols; they are noted "INFRINGES ON
   USER NAME SPACE" below.  */

/* Identify Bison output, and Bison version.  */
#define YYBISON 30802

/* Bison version string.  */
#define YYBISON_VERSION "3.8.2"

/* Skeleton name.  */
#define YYSKELETON_NAME "yacc.c"

/* Pure parsers.  */
#define YYPURE 2

/* Push parsers.  */
#define YYPUSH 0

/* Pull parsers.  */
#define YYPULL 1

/* Substitute the type names.  */
#define YYSTYPE         DT_YYSTYPE
#define YYLTYPE         DT_YYLTYPE
/* Substitute the variable and function names.  */
#define yyparse         dt_yyparse
#define yylex           dt_yylex
#define yyerror         dt_yyerror
#define yydebug         dt_yydebug
#define yynerrs         dt_yynerrs


# ifndef YY_CAST
#  ifdef __cplusplus
#   define YY_CAST(Type, Val) static_cast<Type> (Val)
#   define YY_REINTERPRET_CAST(Type, Val) reinterpret_cast<Type> (Val)
#  else
#   define YY_CAST(Type, Val) ((Type) (Val))
#   define YY_REINTERPRET_CAST(Type, Val) ((Type) (Val))
#  endif
# endif
# ifndef YY_NULLPTR
#  if defined __cplusplus
#   if 201103L <= __cplusplus
#    define YY_NULLPTR nullptr
#   else
#    define YY_NULLPTR 0
#   endif
#  else
#   define YY_NULLPTR ((void*)0)
#  endif
# endif

#include "dt_grammar.h"
/* Symbol kind.  */
enum yysymbol_kind_t
{
  YYSYMBOL_YYEMPTY = -2,
  YYSYMBOL_YYEOF = 0,                      /* "end of file"  */
  YYSYMBOL_YYerror = 1,                    /* error  */
  YYSYMBOL_YYUNDEF = 2,                    /* "invalid token"  */
  YYSYMBOL_DT_TOK_INT = 3,                 /* DT_TOK_INT  */
  YYSYMBOL_DT_TOK_STRING = 4,              /* DT_TOK_STRING  */
  YYSYMBOL_DT_TOK_IDENT = 5,               /* DT_TOK_IDENT  */
  YYSYMBOL_DT_TOK_TNAME = 6,               /* DT_TOK_TNAME  */
  YYSYMBOL_DT_TOK_AGG = 7,                 /* DT_TOK_AGG  */
  YYSYMBOL_DT_TOK_PSPEC = 8,               /* DT_TOK_PSPEC  */
  YYSYMBOL_DT_TOK_BPRED = 9,               /* DT_TOK_BPRED  */
  YYSYMBOL_DT_TOK_EPRED = 10,              /* DT_TOK_EPRED  */
  YYSYMBOL_DT_TOK_PTR = 11,                /* DT_TOK_PTR  */
  YYSYMBOL_DT_TOK_INC = 12,                /* DT_TOK_INC  */
  YYSYMBOL_DT_TOK_DEC = 13,                /* DT_TOK_DEC  */
  YYSYMBOL_DT_TOK_LSH = 14,                /* DT_TOK_LSH  */
  YYSYMBOL_DT_TOK_RSH = 15,                /* DT_TOK_RSH  */
  YYSYMBOL_DT_TOK_LE = 16,                 /* DT_TOK_LE  */
  YYSYMBOL_DT_TOK_GE = 17,                 /* DT_TOK_GE  */
  YYSYMBOL_DT_TOK_EQU = 18,                /* DT_TOK_EQU  */
  YYSYMBOL_DT_TOK_NEQ = 19,                /* DT_TOK_NEQ  */
  YYSYMBOL_DT_TOK_LAND = 20,               /* DT_TOK_LAND  */
  YYSYMBOL_DT_TOK_LXOR = 21,               /* DT_TOK_LXOR  */
  YYSYMBOL_DT_TOK_LOR = 22,                /* DT_TOK_LOR  */
  YYSYMBOL_DT_TOK_ELLIPSIS = 23,           /* DT_TOK_ELLIPSIS  */
  YYSYMBOL_DT_TOK_ADD_EQ = 24,             /* DT_TOK_ADD_EQ  */
  YYSYMBOL_DT_TOK_SUB_EQ = 25,             /* DT_TOK_SUB_EQ  */
  YYSYMBOL_DT_TOK_MUL_EQ = 26,             /* DT_TOK_MUL_EQ  */
  YYSYMBOL_DT_TOK_DIV_EQ = 27,             /* DT_TOK_DIV_EQ  */
  YYSYMBOL_DT_TOK_MOD_EQ = 28,             /* DT_TOK_MOD_EQ  */
  YYSYMBOL_DT_TOK_AND_EQ = 29,             /* DT_TOK_AND_EQ  */
  YYSYMBOL_DT_TOK_XOR_EQ = 30,             /* DT_TOK_XOR_EQ  */
  YYSYMBOL_DT_TOK_OR_EQ = 31,              /* DT_TOK_OR_EQ  */
  YYSYMBOL_DT_TOK_LSH_EQ = 32,             /* DT_TOK_LSH_EQ  */
  YYSYMBOL_DT_TOK_RSH_EQ = 33,             /* DT_TOK_RSH_EQ  */
  YYSYMBOL_DT_TOK_RESERVED = 34,           /* DT_TOK_RESERVED  */
  YYSYMBOL_DT_KEY_AUTO = 35,               /* DT_KEY_AUTO  */
  YYSYMBOL_DT_KEY_BOOL = 36,               /* DT_KEY_BOOL  */
  YYSYMBOL_DT_KEY_CHAR = 37,               /* DT_KEY_CHAR  */
  YYSYMBOL_DT_KEY_CONST = 38,              /* DT_KEY_CONST  */
  YYSYMBOL_DT_KEY_DOUBLE = 39,             /* DT_KEY_DOUBLE  */
  YYSYMBOL_DT_KEY_ENUM = 40,               /* DT_KEY_ENUM  */
  YYSYMBOL_DT_KEY_EXTERN = 41,             /* DT_KEY_EXTERN  */
  YYSYMBOL_DT_KEY_FLOAT = 42,              /* DT_KEY_FLOAT  */
  YYSYMBOL_DT_KEY_INLINE = 43,             /* DT_KEY_INLINE  */
  YYSYMBOL_DT_KEY_INT = 44,                /* DT_KEY_INT  */
  YYSYMBOL_DT_KEY_LONG = 45,               /* DT_KEY_LONG  */
  YYSYMBOL_DT_KEY_OFFSETOF = 46,           /* DT_KEY_OFFSETOF  */
  YYSYMBOL_DT_KEY_PROBE = 47,              /* DT_KEY_PROBE  */
  YYSYMBOL_DT_KEY_PROVIDER = 48,           /* DT_KEY_PROVIDER  */
  YYSYMBOL_DT_KEY_REGISTER = 49,           /* DT_KEY_REGISTER  */
  YYSYMBOL_DT_KEY_RESTRICT = 50,           /* DT_KEY_RESTRICT  */
  YYSYMBOL_DT_KEY_SELF = 51,               /* DT_KEY_SELF  */
  YYSYMBOL_DT_KEY_SHORT = 52,              /* DT_KEY_SHORT  */
  YYSYMBOL_DT_KEY_SIGNED = 53,             /* DT_KEY_SIGNED  */
  YYSYMBOL_DT_KEY_SIZEOF = 54,             /* DT_KEY_SIZEOF  */
  YYSYMBOL_DT_KEY_STATIC = 55,             /* DT_KEY_STATIC  */
  YYSYMBOL_DT_KEY_STRING = 56,             /* DT_KEY_STRING  */
  YYSYMBOL_DT_KEY_STRINGOF = 57,           /* DT_KEY_STRINGOF  */
  YYSYMBOL_DT_KEY_STRUCT = 58,             /* DT_KEY_STRUCT  */
  YYSYMBOL_DT_KEY_THIS = 59,               /* DT_KEY_THIS  */
  YYSYMBOL_DT_KEY_XLATOR = 60,             /* DT_KEY_XLATOR  */
  YYSYMBOL_DT_KEY_TYPEDEF = 61,            /* DT_KEY_TYPEDEF  */
  YYSYMBOL_DT_KEY_UNION = 62,              /* DT_KEY_UNION  */
  YYSYMBOL_DT_KEY_UNSIGNED = 63,           /* DT_KEY_UNSIGNED  */
  YYSYMBOL_DT_KEY_VOID = 64,               /* DT_KEY_VOID  */
  YYSYMBOL_DT_KEY_VOLATILE = 65,           /* DT_KEY_VOLATILE  */
  YYSYMBOL_DT_KEY_XLATE = 66,              /* DT_KEY_XLATE  */
  YYSYMBOL_67_ = 67,                       /* '{'  */
  YYSYMBOL_68_ = 68,                       /* '}'  */
  YYSYMBOL_69_ = 69,                       /* ','  */
  YYSYMBOL_70_ = 70,                       /* ';'  */
  YYSYMBOL_71_ = 71,                       /* '='  */
  YYSYMBOL_72_ = 72,                       /* '?'  */
  YYSYMBOL_73_ = 73,                       /* ':'  */
  YYSYMBOL_74_ = 74,                       /* '|'  */
  YYSYMBOL_75_ = 75,                       /* '^'  */
  YYSYMBOL_76_ = 76,                       /* '&'  */
  YYSYMBOL_77_ = 77,                       /* '<'  */
  YYSYMBOL_78_ = 78,                       /* '>'  */
  YYSYMBOL_79_ = 79,                       /* '+'  */
  YYSYMBOL_80_ = 80,                       /* '-'  */
  YYSYMBOL_81_ = 81,                       /* '*'  */
  YYSYMBOL_82_ = 82,                       /* '/'  */
  YYSYMBOL_83_ = 83,                       /* '%'  */
  YYSYMBOL_84_ = 84,                       /* '('  */
  YYSYMBOL_85_ = 85,                       /* ')'  */
  YYSYMBOL_86_ = 86,                       /* '~'  */
  YYSYMBOL_87_ = 87,                       /* '!'  */
  YYSYMBOL_88_ = 88,                       /* '['  */
  YYSYMBOL_89_ = 89,                       /* ']'  */
  YYSYMBOL_90_ = 90,                       /* '.'  */
  YYSYMBOL_YYACCEPT = 91,                  /* $accept  */
  YYSYMBOL_program = 92,                   /* program  */
  YYSYMBOL_translation_unit = 93,          /* translation_unit  */
  YYSYMBOL_external_decl = 94,             /* external_decl  */
  YYSYMBOL_probe_definition = 95,          /* probe_definition  */
  YYSYMBOL_probe_specifiers = 96,          /* probe_specifiers  */
  YYSYMBOL_statement_list = 97,            /* statement_list  */
  YYSYMBOL_statement_list_impl = 98,       /* statement_list_impl  */
  YYSYMBOL_statement = 99,                 /* statement  */
  YYSYMBOL_expression = 100,               /* expression  */
  YYSYMBOL_assignment_expression = 101,    /* assignment_expression  */
  YYSYMBOL_assignment_operator = 102,      /* assignment_operator  */
  YYSYMBOL_conditional_expression = 103,   /* conditional_expression  */
  YYSYMBOL_constant_expression = 104,      /* constant_expression  */
  YYSYMBOL_logical_or_expression = 105,    /* logical_or_expression  */
  YYSYMBOL_logical_xor_expression = 106,   /* logical_xor_expression  */
  YYSYMBOL_logical_and_expression = 107,   /* logical_and_expression  */
  YYSYMBOL_inclusive_or_expression = 108,  /* inclusive_or_expression  */
  YYSYMBOL_exclusive_or_expression = 109,  /* exclusive_or_expression  */
  YYSYMBOL_and_expression = 110,           /* and_expression  */
  YYSYMBOL_equality_expression = 111,      /* equality_expression  */
  YYSYMBOL_relational_expression = 112,    /* relational_expression  */
  YYSYMBOL_shift_expression = 113,         /* shift_expression  */
  YYSYMBOL_additive_expression = 114,      /* additive_expression  */
  YYSYMBOL_multiplicative_expression = 115, /* multiplicative_expression  */
  YYSYMBOL_cast_expression = 116,          /* cast_expression  */
  YYSYMBOL_unary_expression = 117,         /* unary_expression  */
  YYSYMBOL_unary_operator = 118,           /* unary_operator  */
  YYSYMBOL_member_name = 119,              /* member_name  */
  YYSYMBOL_postfix_expression = 120,       /* postfix_expression  */
  YYSYMBOL_argument_expression_list = 121, /* argument_expression_list  */
  YYSYMBOL_primary_expression = 122,       /* primary_expression  */
  YYSYMBOL_declaration = 123,              /* declaration  */
  YYSYMBOL_declaration_specifiers = 124,   /* declaration_specifiers  */
  YYSYMBOL_specifier_qualifier_list = 125, /* specifier_qualifier_list  */
  YYSYMBOL_storage_class = 126,            /* storage_class  */
  YYSYMBOL_type_keyword = 127,             /* type_keyword  */
  YYSYMBOL_type_qualifier = 128,           /* type_qualifier  */
  YYSYMBOL_type_qualifier_list = 129,      /* type_qualifier_list  */
  YYSYMBOL_decl_type = 130,                /* decl_type  */
  YYSYMBOL_struct_or_union_specifier = 131, /* struct_or_union_specifier  */
  YYSYMBOL_struct_or_union = 132,          /* struct_or_union  */
  YYSYMBOL_struct_declaration_list = 133,  /* struct_declaration_list  */
  YYSYMBOL_struct_declaration = 134,       /* struct_declaration  */
  YYSYMBOL_struct_declarator_list = 135,   /* struct_declarator_list  */
  YYSYMBOL_struct_declarator = 136,        /* struct_declarator  */
  YYSYMBOL_enum_specifier = 137,           /* enum_specifier  */
  YYSYMBOL_enumerator_list = 138,          /* enumerator_list  */
  YYSYMBOL_enumerator = 139,               /* enumerator  */
  YYSYMBOL_init_declarator_list = 140,     /* init_declarator_list  */
  YYSYMBOL_declarator = 141,               /* declarator  */
  YYSYMBOL_direct_declarator = 142,        /* direct_declarator  */
  YYSYMBOL_pointer = 143,                  /* pointer  */
  YYSYMBOL_array = 144,                    /* array  */
  YYSYMBOL_function = 145,                 /* function  */
  YYSYMBOL_parameter_list = 146,           /* parameter_list  */
  YYSYMBOL_parameter_declaration = 147,    /* parameter_declaration  */
  YYSYMBOL_type_name = 148,                /* type_name  */
  YYSYMBOL_abstract_declarator = 149,      /* abstract_declarator  */
  YYSYMBOL_direct_abstract_declarator = 150, /* direct_abstract_declarator  */
  YYSYMBOL_inline_definition = 151,        /* inline_definition  */
  YYSYMBOL_translator_definition = 152,    /* translator_definition  */
  YYSYMBOL_translator_member_list = 153,   /* translator_member_list  */
  YYSYMBOL_translator_member = 154,        /* translator_member  */
  YYSYMBOL_provider_definition = 155,      /* provider_definition  */
  YYSYMBOL_provider_probe_list = 156,      /* provider_probe_list  */
  YYSYMBOL_provider_probe = 157            /* provider_probe  */
};
typedef enum yysymbol_kind_t yysymbol_kind_t;



/* Unqualified %code blocks.  */
#line 28 "/work/main/libdtrace/dt_grammar.y"

#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

/* The parser's stack grows on the C stack: nothing to free after longjmp. */
#define YYSTACK_USE_ALLOCA 1

#define YYLLOC_DEFAULT(cur, rhs, n) \
	do { (cur) = (n) ? YYRHSLOC(rhs, 1) : YYRHSLOC(rhs, 0); } while (0)

static dt_node_t *dt_op2_at(dt_pcb_t *pcb, int op, dt_node_t *l, dt_node_t *r, int line)
{
	dt_node_t *dnp = dt_node_op2(pcb, op, l, r);

	dnp->dn_line = line;
	return dnp;
}

static dt_node_t *dt_op1_at(dt_pcb_t *pcb, int op, dt_node_t *c, int line)
{
	dt_node_t *dnp = dt_node_op1(pcb, op, c);

	dnp->dn_line = line;
	return dnp;
}

static dt_node_t *dt_kind_at(dt_pcb_t *pcb, dt_nodekind_t kind, dt_node_t *c, int line)
{
	dt_node_t *dnp = dt_node_kind1(pcb, kind, c);

	dnp->dn_line = line;
	return dnp;
}

/* A node named by a token: its string is moved from the token node. */
static dt_node_t *dt_named(dt_pcb_t *pcb, dt_nodekind_t kind, dt_node_t *tok, dt_node_t *c)
{
	dt_node_t *dnp = dt_node_kind1(pcb, kind, c);

	dnp->dn_string = dt_node_steal(tok);
	dnp->dn_line = tok->dn_line;
	return dnp;
}

/* base[args]: the first [ ] of an aggregation holds its keys. */
static dt_node_t *dt_index(dt_pcb_t *pcb, dt_node_t *base, dt_node_t *args, int line)
{
	dt_node_t *dnp;

	if (base->dn_kind == DT_NODE_AGG && base->dn_args == NULL) {
		base->dn_args = args;
		return base;
	}
	dnp = dt_kind_at(pcb, DT_NODE_ARRAY, base, line);
	dnp->dn_args = args;
	return dnp;
}

/* Array keys are parameter declarations: wrap each in a TYPE node. */
static dt_node_t *dt_keys(dt_pcb_t *pcb, dt_node_t *decls)
{
	dt_node_t *list = NULL, *next, *t;

	for (; decls != NULL; decls = next) {
		next = decls->dn_next;
		decls->dn_next = NULL;
		t = dt_node_alloc(pcb, DT_NODE_TYPE);
		t->dn_decl = decls;
		t->dn_line = decls->dn_line;
		list = dt_node_link(list, t);
	}
	return list;
}

static dt_node_t *dt_sou(dt_pcb_t *pcb, int op, dt_node_t *tag, dt_node_t *body, int line)
{
	dt_node_t *dnp = dt_node_alloc(pcb, op == DT_TOK_ENUM ? DT_NODE_ENUM : DT_NODE_SOU);

	dnp->dn_op = op;
	dnp->dn_line = line;
	if (tag != NULL)
		dnp->dn_string = dt_node_steal(tag);
	if (body != NULL) {
		dnp->dn_list = body;
		dnp->dn_flags |= DT_NF_DEFINED;
	}
	return dnp;
}

/* Typedef names must be known to the lexer for the rest of the program. */
static void dt_decl_done(dt_pcb_t *pcb, dt_node_t *decl)
{
	dt_node_t *d;

	if (decl->dn_spec->dd_class != DT_DC_TYPEDEF)
		return;
	for (d = decl->dn_list; d != NULL; d = d->dn_next) {
		if (d->dn_dcl != NULL && d->dn_dcl->dk_name != NULL)
			dt_lex_typedef(pcb, d->dn_dcl->dk_name);
	}
}

static dt_node_t *dt_clause(dt_pcb_t *pcb, dt_node_t *pdescs, dt_node_t *pred, dt_node_t *body)
{
	dt_node_t *dnp = dt_node_alloc(pcb, DT_NODE_CLAUSE);

	dnp->dn_list = pdescs;
	dnp->dn_child[0] = pred;
	dnp->dn_child[1] = body;
	dnp->dn_line = pdescs->dn_line;
	return dnp;
}

#line 383 "/work/main/build-parsecheck/dt_grammar.c"

#ifdef short
# undef short
#endif

/* On compilers that do not define __PTRDIFF_MAX__ etc., make sure
   <limits.h> and (if available) <stdint.h> are included
   so that the code can choose integer types of a good width.  */

#ifndef __PTRDIFF_MAX__
# include <limits.h> /* INFRINGES ON USER NAME SPACE */
# if defined __STDC_VERSION__ && 199901 <= __STDC_VERSION__
#  include <stdint.h> /* INFRINGES ON USER NAME SPACE */
#  define YY_STDINT_H
# endif
#endif

/* Narrow types that promote to a signed type and that can represent a
   signed or unsigned integer of at least N bits.  In tables they can
   save space and decrease cache pressure.  Promoting to a signed type
   helps avoid bugs in integer arithmetic.  */

#ifdef __INT_LEAST8_MAX__
typedef __INT_LEAST8_TYPE__ yytype_int8;
#elif defined YY_STDINT_H
typedef int_least8_t yytype_int8;
#else
typedef signed char yytype_int8;
#endif

#ifdef __INT_LEAST16_MAX__
typedef __INT_LEAST16_TYPE__ yytype_int16;
#elif defined YY_STDINT_H
typedef int_least16_t yytype_int16;
#else
typedef short yytype_int16;
#endif

/* Work around bug in HP-UX 11.23, which defines these macros
   incorrectly for preprocessor constants.  This workaround can likely
   be removed in 2023, as HPE has promised support for HP-UX 11.23
   (aka HP-UX 11i v2) only through the end of 2022; see Table 2 of
   <https://h20195.www2.hpe.com/V2/getpdf.aspx/4AA4-7673ENW.pdf>.  */
#ifdef __hpux
# undef UINT_LEAST8_MAX
# undef UINT_LEAST16_MAX
# define UINT_LEAST8_MAX 255
# define UINT_LEAST16_MAX 65535
#endif

#if defined __UINT_LEAST8_MAX__ && __UINT_LEAST8_MAX__ <= __INT_MAX__
typedef __UINT_LEAST8_TYPE__ yytype_uint8;
#elif (!defined __UINT_LEAST8_MAX__ && defined YY_STDINT_H \
       && UINT_LEAST8_MAX <= INT_MAX)
typedef uint_least8_t yytype_uint8;
#elif !defined __UINT_LEAST8_MAX__ && UCHAR_MAX <= INT_MAX
typedef unsigned char yytype_uint8;
#else
typedef short yytype_uint8;
#endif

#if defined __UINT_LEAST16_MAX__ && __UINT_LEAST16_MAX__ <= __INT_MAX__
typedef __UINT_LEAST16_TYPE__ yytype_uint16;
#elif (!defined __UINT_LEAST16_MAX__ && defined YY_STDINT_H \
       && UINT_LEAST16_MAX <= INT_MAX)
typedef uint_least16_t yytype_uint16;
#elif !defined __UINT_LEAST16_MAX__ && USHRT_MAX <= INT_MAX
typedef unsigned short yytype_uint16;
#else
typedef int yytype_uint16;
#endif

#ifndef YYPTRDIFF_T
# if defined __PTRDIFF_TYPE__ && defined __PTRDIFF_MAX__
#  define YYPTRDIFF_T __PTRDIFF_TYPE__
#  define YYPTRDIFF_MAXIMUM __PTRDIFF_MAX__
# elif defined PTRDIFF_MAX
#  ifndef ptrdiff_t
#   include <stddef.h> /* INFRINGES ON USER NAME SPACE */
#  endif
#  define YYPTRDIFF_T ptrdiff_t
#  define YYPTRDIFF_MAXIMUM PTRDIFF_MAX
# else
#  define YYPTRDIFF_T long
#  define YYPTRDIFF_MAXIMUM LONG_MAX
# endif
#endif

#ifndef YYSIZE_T
# ifdef __SIZE_TYPE__
#  define YYSIZE_T __SIZE_TYPE__
# elif defined size_t
#  define YYSIZE_T size_t
# elif defined __STDC_VERSION__ && 199901 <= __STDC_VERSION__
#  include <stddef.h> /* INFRINGES ON USER NAME SPACE */
#  define YYSIZE_T size_t
# else
#  define YYSIZE_T unsigned
# endif
#endif

#define YYSIZE_MAXIMUM                                  \
  YY_CAST (YYPTRDIFF_T,                                 \
           (YYPTRDIFF_MAXIMUM < YY_CAST (YYSIZE_T, -1)  \
            ? YYPTRDIFF_MAXIMUM                         \
            : YY_CAST (YYSIZE_T, -1)))

#define YYSIZEOF(X) YY_CAST (YYPTRDIFF_T, sizeof (X))


/* Stored state numbers (used for stacks). */
typedef yytype_int16 yy_state_t;

/* State numbers in computations.  */
typedef int yy_state_fast_t;

#ifndef YY_
# if defined YYENABLE_NLS && YYENABLE_NLS
#  if ENABLE_NLS
#   include <libintl.h> /* INFRINGES ON USER NAME SPACE */
#   define YY_(Msgid) dgettext ("bison-runtime", Msgid)
#  endif
# endif
# ifndef YY_
#  define YY_(Msgid) Msgid
# endif
#endif


#ifndef YY_ATTRIBUTE_PURE
# if defined __GNUC__ && 2 < __GNUC__ + (96 <= __GNUC_MINOR__)
#  define YY_ATTRIBUTE_PURE __attribute__ ((__pure__))
# else
#  define YY_ATTRIBUTE_PURE
# endif
#endif

#ifndef YY_ATTRIBUTE_UNUSED
# if defined __GNUC__ && 2 < __GNUC__ + (7 <= __GNUC_MINOR__)
#  define YY_ATTRIBUTE_UNUSED __attribute__ ((__unused__))
# else
#  define YY_ATTRIBUTE_UNUSED
# endif
#endif

/* Suppress unused-variable warnings by "using" E.  */
#if ! defined lint || defined __GNUC__
# define YY_USE(E) ((void) (E))
#else
# define YY_USE(E) /* empty */
#endif

/* Suppress an incorrect diagnostic about yylval being uninitialized.  */
#if defined __GNUC__ && ! defined __ICC && 406 <= __GNUC__ * 100 + __GNUC_MINOR__
# if __GNUC__ * 100 + __GNUC_MINOR__ < 407
#  define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN                           \
    _Pragma ("GCC diagnostic push")                                     \
    _Pragma ("GCC diagnostic ignored \"-Wuninitialized\"")
# else
#  define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN                           \
    _Pragma ("GCC diagnostic push")                                     \
    _Pragma ("GCC diagnostic ignored \"-Wuninitialized\"")              \
    _Pragma ("GCC diagnostic ignored \"-Wmaybe-uninitialized\"")
# endif
# define YY_IGNORE_MAYBE_UNINITIALIZED_END      \
    _Pragma ("GCC diagnostic pop")
#else
# define YY_INITIAL_VALUE(Value) Value
#endif
#ifndef YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
# define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
# define YY_IGNORE_MAYBE_UNINITIALIZED_END
#endif
#ifndef YY_INITIAL_VALUE
# define YY_INITIAL_VALUE(Value) /* Nothing. */
#endif

#if defined __cplusplus && defined __GNUC__ && ! defined __ICC && 6 <= __GNUC__
# define YY_IGNORE_USELESS_CAST_BEGIN                          \
    _Pragma ("GCC diagnostic push")                            \
    _Pragma ("GCC diagnostic ignored \"-Wuseless-cast\"")
# define YY_IGNORE_USELESS_CAST_END            \
    _Pragma ("GCC diagnostic pop")
#endif
#ifndef YY_IGNORE_USELESS_CAST_BEGIN
# define YY_IGNORE_USELESS_CAST_BEGIN
# define YY_IGNORE_USELESS_CAST_END
#endif


#define YY_ASSERT(E) ((void) (0 && (E)))

#if !defined yyoverflow

/* The parser invokes alloca or malloc; define the necessary symbols.  */

# ifdef YYSTACK_USE_ALLOCA
#  if YYSTACK_USE_ALLOCA
#   ifdef __GNUC__
#    define YYSTACK_ALLOC __builtin_alloca
#   elif defined __BUILTIN_VA_ARG_INCR
#    include <alloca.h> /* INFRINGES ON USER NAME SPACE */
#   elif defined _AIX
#    define YYSTACK_ALLOC __alloca
#   elif defined _MSC_VER
#    include <malloc.h> /* INFRINGES ON USER NAME SPACE */
#    define alloca _alloca
#   else
#    define YYSTACK_ALLOC alloca
#    if ! defined _ALLOCA_H && ! defined EXIT_SUCCESS
#     include <stdlib.h> /* INFRINGES ON USER NAME SPACE */
      /* Use EXIT_SUCCESS as a witness for stdlib.h.  */
#     ifndef EXIT_SUCCESS
#      define EXIT_SUCCESS 0
#     endif
#    endif
#   endif
#  endif
# endif

# ifdef YYSTACK_ALLOC
   /* Pacify GCC's 'empty if-body' warning.  */
#  define YYSTACK_FREE(Ptr) do { /* empty */; } while (0)
#  ifndef YYSTACK_ALLOC_MAXIMUM
    /* The OS might guarantee only one guard page at the bottom of the stack,
       and a page size can be as small as 4096 bytes.  So we cannot safely
       invoke alloca (N) if N exceeds 4096.  Use a slightly smaller number
       to allow for a few compiler-allocated temporary stack slots.  */
#   define YYSTACK_ALLOC_MAXIMUM 4032 /* reasonable circa 2006 */
#  endif
# else
#  define YYSTACK_ALLOC YYMALLOC
#  define YYSTACK_FREE YYFREE
#  ifndef YYSTACK_ALLOC_MAXIMUM
#   define YYSTACK_ALLOC_MAXIMUM YYSIZE_MAXIMUM
#  endif
#  if (defined __cplusplus && ! defined EXIT_SUCCESS \
       && ! ((defined YYMALLOC || defined malloc) \
             && (defined YYFREE || defined free)))
#   include <stdlib.h> /* INFRINGES ON USER NAME SPACE */
#   ifndef EXIT_SUCCESS
#    define EXIT_SUCCESS 0
#   endif
#  endif
#  ifndef YYMALLOC
#   define YYMALLOC malloc
#   if ! defined malloc && ! defined EXIT_SUCCESS
void *malloc (YYSIZE_T); /* INFRINGES ON USER NAME SPACE */
#   endif
#  endif
#  ifndef YYFREE
#   define YYFREE free
#   if ! defined free && ! defined EXIT_SUCCESS
void free (void *); /* INFRINGES ON USER NAME SPACE */
#   endif
#  endif
# endif
#endif /* !defined yyoverflow */

#if (! defined yyoverflow \
     && (! defined __cplusplus \
         || (defined DT_YYLTYPE_IS_TRIVIAL && DT_YYLTYPE_IS_TRIVIAL \
             && defined DT_YYSTYPE_IS_TRIVIAL && DT_YYSTYPE_IS_TRIVIAL)))

/* A type that is properly aligned for any stack member.  */
union yyalloc
{
  yy_state_t yyss_alloc;
  YYSTYPE yyvs_alloc;
  YYLTYPE yyls_alloc;
};

/* The size of the maximum gap between one aligned stack and the next.  */
# define YYSTACK_GAP_MAXIMUM (YYSIZEOF (union yyalloc) - 1)

/* The size of an array large to enough to hold all stacks, each with
   N elements.  */
# define YYSTACK_BYTES(N) \
     ((N) * (YYSIZEOF (yy_state_t) + YYSIZEOF (YYSTYPE) \
             + YYSIZEOF (YYLTYPE)) \
      + 2 * YYSTACK_GAP_MAXIMUM)

# define YYCOPY_NEEDED 1

/* Relocate STACK from its old location to the new one.  The
   local variables YYSIZE and YYSTACKSIZE give the old and new number of
   elements in the stack, and YYPTR gives the new location of the
   stack.  Advance YYPTR to a properly aligned location for the next
   stack.  */
# define YYSTACK_RELOCATE(Stack_alloc, Stack)                           \
    do                                                                  \
      {                                                                 \
        YYPTRDIFF_T yynewbytes;                                         \
        YYCOPY (&yyptr->Stack_alloc, Stack, yysize);                    \
        Stack = &yyptr->Stack_alloc;                                    \
        yynewbytes = yystacksize * YYSIZEOF (*Stack) + YYSTACK_GAP_MAXIMUM; \
        yyptr += yynewbytes / YYSIZEOF (*yyptr);                        \
      }                                                                 \
    while (0)

#endif

#if defined YYCOPY_NEEDED && YYCOPY_NEEDED
/* Copy COUNT objects from SRC to DST.  The source and destination do
   not overlap.  */
# ifndef YYCOPY
#  if defined __GNUC__ && 1 < __GNUC__
#   define YYCOPY(Dst, Src, Count) \
      __builtin_memcpy (Dst, Src, YY_CAST (YYSIZE_T, (Count)) * sizeof (*(Src)))
#  else
#   define YYCOPY(Dst, Src, Count)              \
      do                                        \
        {                                       \
          YYPTRDIFF_T yyi;                      \
          for (yyi = 0; yyi < (Count); yyi++)   \
            (Dst)[yyi] = (Src)[yyi];            \
        }                                       \
      while (0)
#  endif
# endif
#endif /* !YYCOPY_NEEDED */

/* YYFINAL -- State number of the termination state.  */
#define YYFINAL  3
/* YYLAST -- Last index in YYTABLE.  */
#define YYLAST   1295

/* YYNTOKENS -- Number of terminals.  */
#define YYNTOKENS  91
/* YYNNTS -- Number of nonterminals.  */
#define YYNNTS  67
/* YYNRULES -- Number of rules.  */
#define YYNRULES  212
/* YYNSTATES -- Number of states.  */
#define YYNSTATES  341

/* YYMAXUTOK -- Last valid token kind.  */
#define YYMAXUTOK   321


/* YYTRANSLATE(TOKEN-NUM) -- Symbol number corresponding to TOKEN-NUM
   as returned by yylex, with out-of-bounds checking.  */
#define YYTRANSLATE(YYX)                                \
  (0 <= (YYX) && (YYX) <= YYMAXUTOK                     \
   ? YY_CAST (yysymbol_kind_t, yytranslate[YYX])        \
   : YYSYMBOL_YYUNDEF)

/* YYTRANSLATE[TOKEN-NUM] -- Symbol number corresponding to TOKEN-NUM
   as returned by yylex.  */
static const yytype_int8 yytranslate[] =
{
       0,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,    87,     2,     2,     2,    83,    76,     2,
      84,    85,    81,    79,    69,    80,    90,    82,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,    73,    70,
      77,    71,    78,    72,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,    88,     2,    89,    75,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,    67,    74,    68,    86,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     1,     2,     3,     4,
       5,     6,     7,     8,     9,    10,    11,    12,    13,    14,
      15,    16,    17,    18,    19,    20,    21,    22,    23,    24,
      25,    26,    27,    28,    29,    30,    31,    32,    33,    34,
      35,    36,    37,    38,    39,    40,    41,    42,    43,    44,
      45,    46,    47,    48,    49,    50,    51,    52,    53,    54,
      55,    56,    57,    58,    59,    60,    61,    62,    63,    64,
      65,    66
};

#if DT_YYDEBUG
/* YYRLINE[YYN] -- Source line where rule number YYN was defined.  */
static const yytype_int16 yyrline[] =
{
       0,   204,   204,   213,   214,   218,   219,   220,   221,   222,
     226,   236,   239,   243,   250,   251,   255,   256,   266,   267,
     277,   278,   284,   285,   291,   292,   298,   299,   300,   301,
     302,   303,   304,   305,   306,   307,   308,   312,   313,   320,
     324,   325,   331,   332,   338,   339,   345,   346,   352,   353,
     359,   360,   366,   367,   370,   376,   377,   380,   383,   386,
     392,   393,   396,   402,   403,   406,   412,   413,   416,   419,
     425,   426,   433,   434,   435,   436,   437,   438,   441,   447,
     448,   449,   450,   451,   452,   460,   461,   465,   466,   469,
     472,   476,   480,   484,   485,   486,   490,   497,   498,   502,
     503,   504,   505,   506,   510,   514,   520,   521,   529,   533,
     537,   541,   545,   549,   553,   557,   564,   568,   572,   576,
     580,   584,   591,   592,   593,   594,   595,   596,   597,   601,
     602,   603,   604,   605,   606,   607,   608,   609,   610,   611,
     615,   616,   617,   621,   622,   626,   627,   628,   632,   635,
     638,   642,   643,   647,   648,   652,   659,   660,   664,   665,
     669,   676,   679,   682,   685,   688,   692,   693,   697,   698,
     704,   705,   713,   714,   718,   719,   720,   721,   726,   727,
     728,   731,   737,   738,   739,   745,   746,   747,   753,   754,
     758,   762,   766,   773,   774,   778,   779,   780,   784,   785,
     786,   787,   788,   793,   802,   812,   813,   817,   824,   832,
     833,   837,   844
};
#endif

/** Accessing symbol of state STATE.  */
#define YY_ACCESSING_SYMBOL(State) YY_CAST (yysymbol_kind_t, yystos[State])

#if DT_YYDEBUG || 0
/* The user-facing name of the symbol whose (internal) number is
   YYSYMBOL.  No bounds checking.  */
static const char *yysymbol_name (yysymbol_kind_t yysymbol) YY_ATTRIBUTE_UNUSED;

/* YYTNAME[SYMBOL-NUM] -- String name of the symbol SYMBOL-NUM.
   First, the terminals, then, starting at YYNTOKENS, nonterminals.  */
static const char *const yytname[] =
{
  "\"end of file\"", "error", "\"invalid token\"", "DT_TOK_INT",
  "DT_TOK_STRING", "DT_TOK_IDENT", "DT_TOK_TNAME", "DT_TOK_AGG",
  "DT_TOK_PSPEC", "DT_TOK_BPRED", "DT_TOK_EPRED", "DT_TOK_PTR",
  "DT_TOK_INC", "DT_TOK_DEC", "DT_TOK_LSH", "DT_TOK_RSH", "DT_TOK_LE",
  "DT_TOK_GE", "DT_TOK_EQU", "DT_TOK_NEQ", "DT_TOK_LAND", "DT_TOK_LXOR",
  "DT_TOK_LOR", "DT_TOK_ELLIPSIS", "DT_TOK_ADD_EQ", "DT_TOK_SUB_EQ",
  "DT_TOK_MUL_EQ", "DT_TOK_DIV_EQ", "DT_TOK_MOD_EQ", "DT_TOK_AND_EQ",
  "DT_TOK_XOR_EQ", "DT_TOK_OR_EQ", "DT_TOK_LSH_EQ", "DT_TOK_RSH_EQ",
  "DT_TOK_RESERVED", "DT_KEY_AUTO", "DT_KEY_BOOL", "DT_KEY_CHAR",
  "DT_KEY_CONST", "DT_KEY_DOUBLE", "DT_KEY_ENUM", "DT_KEY_EXTERN",
  "DT_KEY_FLOAT", "DT_KEY_INLINE", "DT_KEY_INT", "DT_KEY_LONG",
  "DT_KEY_OFFSETOF", "DT_KEY_PROBE", "DT_KEY_PROVIDER", "DT_KEY_REGISTER",
  "DT_KEY_RESTRICT", "DT_KEY_SELF", "DT_KEY_SHORT", "DT_KEY_SIGNED",
  "DT_KEY_SIZEOF", "DT_KEY_STATIC", "DT_KEY_STRING", "DT_KEY_STRINGOF",
  "DT_KEY_STRUCT", "DT_KEY_THIS", "DT_KEY_XLATOR", "DT_KEY_TYPEDEF",
  "DT_KEY_UNION", "DT_KEY_UNSIGNED", "DT_KEY_VOID", "DT_KEY_VOLATILE",
  "DT_KEY_XLATE", "'{'", "'}'", "','", "';'", "'='", "'?'", "':'", "'|'",
  "'^'", "'&'", "'<'", "'>'", "'+'", "'-'", "'*'", "'/'", "'%'", "'('",
  "')'", "'~'", "'!'", "'['", "']'", "'.'", "$accept", "program",
  "translation_unit", "external_decl", "probe_definition",
  "probe_specifiers", "statement_list", "statement_list_impl", "statement",
  "expression", "assignment_expression", "assignment_operator",
  "conditional_expression", "constant_expression", "logical_or_expression",
  "logical_xor_expression", "logical_and_expression",
  "inclusive_or_expression", "exclusive_or_expression", "and_expression",
  "equality_expression", "relational_expression", "shift_expression",
  "additive_expression", "multiplicative_expression", "cast_expression",
  "unary_expression", "unary_operator", "member_name",
  "postfix_expression", "argument_expression_list", "primary_expression",
  "declaration", "declaration_specifiers", "specifier_qualifier_list",
  "storage_class", "type_keyword", "type_qualifier", "type_qualifier_list",
  "decl_type", "struct_or_union_specifier", "struct_or_union",
  "struct_declaration_list", "struct_declaration",
  "struct_declarator_list", "struct_declarator", "enum_specifier",
  "enumerator_list", "enumerator", "init_declarator_list", "declarator",
  "direct_declarator", "pointer", "array", "function", "parameter_list",
  "parameter_declaration", "type_name", "abstract_declarator",
  "direct_abstract_declarator", "inline_definition",
  "translator_definition", "translator_member_list", "translator_member",
  "provider_definition", "provider_probe_list", "provider_probe", YY_NULLPTR
};

static const char *
yysymbol_name (yysymbol_kind_t yysymbol)
{
  return yytname[yysymbol];
}
#endif

#define YYPACT_NINF (-163)

#define yypact_value_is_default(Yyn) \
  ((Yyn) == YYPACT_NINF)

#define YYTABLE_NINF (-1)

#define yytable_value_is_error(Yyn) \
  0

/* YYPACT[STATE-NUM] -- Index in YYTABLE of the portion describing
   STATE-NUM.  */
static const yytype_int16 yypact[] =
{
    -163,    31,  1108,  -163,  -163,  -163,  -163,  -163,  -163,  -163,
    -163,    29,  -163,  -163,  1193,  -163,  -163,    32,  -163,  -163,
    -163,  -163,  -163,  -163,  -163,  -163,  -163,  1230,  -163,  -163,
    -163,  -163,  -163,  -163,  -163,   134,  -163,   870,  -163,  -163,
    -163,  -163,  -163,    60,  -163,  -163,  -163,  -163,   -19,   192,
     931,   -13,   816,  -163,  -163,  -163,   -16,   504,  -163,   106,
    -163,  -163,   109,    27,  -163,  -163,  -163,  -163,   146,  -163,
      56,    23,    42,  1230,   192,  -163,  -163,    82,   165,  -163,
     118,  -163,   762,   286,  -163,  -163,  -163,    66,  -163,  -163,
    -163,    56,  1230,  -163,  -163,  -163,  -163,   535,   535,    91,
     169,   592,   535,   183,   123,  -163,  -163,  -163,  -163,   351,
    -163,  -163,    79,  -163,  -163,     1,   197,   182,   152,   145,
     155,   221,   105,   230,   175,   104,  -163,   181,   504,    51,
    -163,   160,   416,  -163,  -163,   109,  -163,   161,    27,  -163,
     982,  -163,  -163,    56,  1230,  1024,   185,  -163,   206,   504,
    -163,    74,   504,   -26,  -163,   708,   -18,  -163,   166,   169,
     183,  -163,  -163,   179,  -163,   -40,    56,  -163,  -163,   259,
     504,  -163,  -163,  1230,   192,   351,  -163,  -163,   192,  1230,
      96,   187,   203,   504,   504,   504,   504,   504,   504,   504,
     504,   504,   504,   504,   504,   504,   504,   504,   504,   504,
     504,   504,   504,   504,  -163,  -163,  -163,  -163,  -163,  -163,
    -163,  -163,  -163,  -163,  -163,   504,  -163,   192,  -163,  -163,
     447,   504,   192,  -163,  -163,  -163,   209,  -163,  -163,  -163,
    -163,  1073,   504,   213,  -163,   214,  -163,  -163,  -163,   128,
    -163,  -163,  -163,   226,   271,   227,  -163,   647,  -163,     2,
    -163,  1156,  -163,  -163,  -163,  1193,  -163,   224,   234,  -163,
     219,  -163,   228,  -163,   504,  -163,  -163,   197,   -47,   182,
     152,   145,   155,   221,   105,   105,   230,   230,   230,   230,
     175,   175,   104,   104,  -163,  -163,  -163,  -163,  -163,  -163,
    -163,   107,   -31,  -163,  -163,  -163,  -163,    76,  -163,   504,
    -163,  -163,   223,  -163,   220,  -163,   241,   192,  -163,   225,
    -163,   242,   504,   504,  -163,  -163,  -163,  -163,   -27,  -163,
    -163,   229,   504,  -163,  -163,  -163,  -163,   223,   131,  -163,
     110,   243,   245,   240,  -163,  -163,  -163,  -163,   504,   246,
    -163
};

/* YYDEFACT[STATE-NUM] -- Default reduction number in state STATE-NUM.
   Performed when YYTABLE does not specify something else to do.  Zero
   means the default is an error.  */
static const yytype_uint8 yydefact[] =
{
       3,     0,     2,     1,   145,    14,   122,   139,   130,   140,
     135,     0,   125,   134,     0,   132,   133,     0,   123,   142,
     127,   131,   136,   124,   138,   151,   128,     0,   126,   152,
     137,   129,   141,     4,     5,    10,     6,     0,   108,   109,
     110,   111,   146,     0,   147,     7,     8,     9,   165,     0,
       0,     0,   193,   116,   117,   118,     0,     0,    18,     0,
     174,   106,   178,     0,   112,   113,   114,   115,     0,   170,
     172,     0,   150,     0,     0,    85,    86,   168,     0,   166,
       0,   209,     0,     0,   119,   120,   121,   195,   199,   201,
     194,   196,     0,   101,   102,    99,   100,     0,     0,     0,
       0,     0,     0,     0,     0,    79,    81,    82,    80,     0,
      83,    84,     0,    22,    24,    37,    40,    42,    44,    46,
      48,    50,    52,    55,    60,    63,    66,    70,     0,    72,
      87,     0,    16,    15,   143,   179,   180,     0,     0,   107,
       0,   176,   177,   173,     0,     0,     0,   153,     0,     0,
     161,     0,     0,     0,   185,   190,     0,   188,     0,   127,
     128,   182,    39,     0,    70,     0,   197,   200,   202,     0,
       0,    73,    74,     0,     0,     0,    76,    78,     0,     0,
       0,     0,    12,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,    27,    28,    29,    30,    31,    32,
      33,    34,    35,    36,    26,     0,    75,     0,    93,    94,
       0,     0,     0,    11,    20,    19,    17,   144,   181,   175,
     171,     0,     0,     0,   156,   158,   148,   154,   163,     0,
     169,   162,   167,     0,     0,     0,   210,     0,   191,   195,
     192,     0,   186,   198,   183,     0,   184,     0,     0,   103,
       0,   104,     0,   105,     0,    18,    23,    41,     0,    43,
      45,    47,    49,    51,    53,    54,    58,    59,    56,    57,
      61,    62,    64,    65,    67,    68,    69,    25,    92,    89,
      97,     0,     0,    91,    21,   149,   159,     0,   155,     0,
     164,   203,     0,   208,     0,   189,     0,     0,    77,     0,
      71,     0,     0,     0,    90,    88,   157,   160,     0,   187,
     205,     0,     0,    13,    38,    98,   211,     0,     0,    95,
       0,     0,     0,     0,   206,    96,   212,   204,     0,     0,
     207
};

/* YYPGOTO[NTERM-NUM].  */
static const yytype_int16 yypgoto[] =
{
    -163,  -163,  -163,  -163,  -163,  -163,    47,  -163,  -163,   -56,
     -96,  -163,   -80,  -144,  -163,   133,   132,   142,   158,   130,
     143,    94,    64,    97,   101,   -71,   -57,  -163,  -162,  -163,
      99,  -163,  -163,    92,   -62,   -17,    22,    16,  -163,    33,
    -163,  -163,   190,  -129,  -163,    62,  -163,   279,  -138,  -163,
     -35,   -65,   -43,   -20,   -66,   277,   -83,   -82,   -38,   -79,
    -163,  -163,  -163,  -163,  -163,  -163,  -163
};

/* YYDEFGOTO[NTERM-NUM].  */
static const yytype_int16 yydefgoto[] =
{
       0,     1,     2,    33,    34,    35,   131,   132,   225,   180,
     113,   215,   114,   163,   115,   116,   117,   118,   119,   120,
     121,   122,   123,   124,   125,   126,   164,   128,    77,   129,
     291,   130,    36,   155,    52,    38,    53,    54,   135,    55,
      42,    43,   146,   147,   233,   234,    44,    78,    79,    68,
     137,    70,    71,    88,    89,   156,   157,    56,   158,    91,
      45,    46,   328,   334,    47,   153,   246
};

/* YYTABLE[YYPACT[STATE-NUM]] -- What to do in state STATE-NUM.  If
   positive, shift that token.  If negative, reduce the rule whose
   number is the opposite.  If YYTABLE_NINF, syntax error.  */
static const yytype_int16 yytable[] =
{
     127,   112,    69,   162,   142,   240,   143,    60,   166,    87,
     169,   145,   259,   242,    90,    80,   261,   237,    40,   136,
      64,   244,   183,   184,    39,   168,   312,   181,    60,   255,
      40,     3,    60,    64,    48,    41,    39,    51,   313,    87,
     171,   172,   245,   326,   176,   177,   327,    41,    74,   256,
     141,   251,   127,    66,    81,   288,   243,   216,   315,    65,
     293,    92,   217,   218,   219,    72,    66,   252,    85,   162,
      67,   167,    65,   185,    84,   127,   226,   142,   134,    75,
      76,    60,   145,    67,   145,    86,   247,   266,   296,   182,
      83,   258,   228,   260,    37,   127,    49,   262,    40,    40,
     168,   242,   237,   230,    39,    39,    50,    63,    62,   144,
     235,    63,   249,   127,   133,    41,    41,   250,   127,   287,
     248,   193,   194,   141,   290,   290,   127,    73,   127,   268,
     284,   285,   286,    75,    76,   220,    75,    76,    64,   221,
     140,   222,   241,    57,    83,   321,   167,     9,   183,   232,
      82,   227,   162,   149,    83,   317,    40,    62,   127,    19,
      63,    85,    39,   127,   127,   183,   333,    84,   305,   145,
     166,    66,   305,    41,    32,   173,   313,    65,    86,   183,
     174,   263,   195,   196,   143,   201,   202,   203,    67,   152,
      62,     4,   314,   310,   178,   335,   300,    75,    76,   332,
     179,    58,   187,    59,   249,   204,   205,   206,   207,   208,
     209,   210,   211,   212,   213,   138,   139,   325,   186,   162,
     189,     7,     8,     9,    10,    11,   188,    13,   223,    15,
      16,   190,   324,   150,   151,    19,   318,    21,    22,   191,
     192,    24,   339,    25,   197,   198,   229,    29,    30,    31,
      32,   253,   214,   236,   199,   200,   127,   276,   277,   278,
     279,   331,   235,    40,   257,   127,   330,    40,   254,    39,
     265,    40,   264,    39,   238,   239,   302,    39,   183,   294,
      41,   127,   297,   298,    41,   274,   275,   299,    41,    93,
      94,    95,     4,    96,   280,   281,   301,   303,    97,    98,
     282,   283,   306,   307,   308,   319,   309,   140,   320,   322,
     323,   338,   311,   336,   329,   337,   340,   267,   269,   272,
     292,     6,     7,     8,     9,    10,    11,    12,    13,   270,
      15,    16,    99,   273,   231,    18,    19,   159,    21,    22,
     101,    23,    24,   102,    25,   160,   271,    28,    29,    30,
      31,    32,   104,   148,    93,    94,    95,     4,    96,   316,
     165,     0,   105,    97,    98,   106,   107,   108,     0,     0,
     109,     0,   110,   111,     0,   161,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     7,     8,     9,
      10,    11,     0,    13,     0,    15,    16,    99,     0,     0,
       0,    19,   100,    21,    22,   101,     0,    24,   102,    25,
     103,     0,     0,    29,    30,    31,    32,   104,     0,    93,
      94,    95,     0,    96,     0,     0,     0,   105,    97,    98,
     106,   107,   108,     0,     0,   109,     0,   110,   111,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      93,    94,    95,     0,    96,     0,     0,     0,     0,    97,
      98,     0,    99,     0,     0,     0,     0,   100,     0,     0,
     101,     0,     0,   102,     0,   103,     0,     0,     0,     0,
       0,     0,   104,     0,     0,     0,   224,     0,     0,     0,
       0,     0,   105,    99,     0,   106,   107,   108,   100,     0,
     109,   101,   110,   111,   102,     0,   103,    93,    94,    95,
       0,    96,     0,   104,     0,     0,    97,    98,     0,     0,
       0,     0,     0,   105,     0,     0,   106,   107,   108,     0,
       0,   109,   289,   110,   111,     0,     0,     0,    93,    94,
      95,     0,    96,     0,     0,     0,     0,    97,    98,     0,
      99,     0,     0,     0,     0,   100,     0,     0,   101,     0,
       0,   102,     0,   103,     0,     0,     0,     0,     0,     0,
     104,     0,     0,     0,     0,     0,     0,     0,     0,     0,
     105,    99,     0,   106,   107,   108,   100,     0,   109,   101,
     110,   111,   102,     0,   103,    93,    94,    95,     0,    96,
       0,   104,     0,     0,    97,    98,     0,     0,     0,     0,
       0,   105,     0,     0,   106,   107,   108,     0,     0,   170,
       0,   110,   111,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    99,     0,
       0,     0,     0,   100,     0,     0,   101,     0,     0,   102,
       0,   103,    60,     4,     0,     0,     0,     0,   104,     0,
       0,     0,     0,     0,     0,     0,     0,     0,   105,     0,
       0,   106,   107,   108,     0,     0,   175,     0,   110,   111,
       0,     0,     6,     7,     8,     9,    10,    11,    12,    13,
       0,    15,    16,     0,     0,     0,    18,    19,    20,    21,
      22,     0,    23,    24,     0,    25,    26,     0,    28,    29,
      30,    31,    32,    60,     4,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    62,     0,
       0,   247,   154,     0,     0,    83,     0,     0,     0,     0,
       0,     0,     0,     6,     7,     8,     9,    10,    11,    12,
      13,     0,    15,    16,     0,     0,     0,    18,    19,    20,
      21,    22,     0,    23,    24,     0,    25,    26,     4,    28,
      29,    30,    31,    32,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,    62,
       0,     0,   247,     0,     0,     0,    83,     6,     7,     8,
       9,    10,    11,    12,    13,     0,    15,    16,     0,     0,
       0,    18,    19,    20,    21,    22,     0,    23,    24,     0,
      25,    26,     4,    28,    29,    30,    31,    32,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,    62,     0,     0,    82,   154,     0,     0,
      83,     0,     7,     8,     9,    10,    11,     0,    13,     0,
      15,    16,     0,     0,     0,     0,    19,     0,    21,    22,
       0,     0,    24,     0,    25,    60,     4,     0,    29,    30,
      31,    32,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,    62,     0,     0,
      82,     0,     0,     0,    83,     6,     7,     8,     9,    10,
      11,    12,    13,     0,    15,    16,     0,     0,     0,    18,
      19,    20,    21,    22,     0,    23,    24,     0,    25,    26,
       0,    28,    29,    30,    31,    32,    60,     4,     0,     0,
      61,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,    62,     0,     0,    63,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     6,     7,     8,     9,
      10,    11,    12,    13,     0,    15,    16,     0,     0,     0,
      18,    19,    20,    21,    22,     0,    23,    24,     4,    25,
      26,     0,    28,    29,    30,    31,    32,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,    62,     0,     0,    63,     0,     6,     7,     8,
       9,    10,    11,    12,    13,     0,    15,    16,     0,    60,
       4,    18,    19,    20,    21,    22,     0,    23,    24,     0,
      25,    26,     0,    28,    29,    30,    31,    32,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       7,     8,     9,    10,    11,     0,    13,   154,    15,    16,
       0,     0,     0,     0,    19,     0,    21,    22,     0,     4,
      24,     0,    25,     0,     0,     0,    29,    30,    31,    32,
       0,     0,     0,     0,     0,     0,     0,   232,     0,     0,
       0,     0,     0,     0,     0,    62,     0,     0,    63,     7,
       8,     9,    10,    11,     4,    13,     5,    15,    16,     0,
       0,     0,     0,    19,     0,    21,    22,     0,     0,    24,
       0,    25,     0,     0,     0,    29,    30,    31,    32,     0,
       0,   295,     0,     6,     7,     8,     9,    10,    11,    12,
      13,    14,    15,    16,     0,     0,    17,    18,    19,    20,
      21,    22,     4,    23,    24,     0,    25,    26,    27,    28,
      29,    30,    31,    32,     0,     0,     0,     0,     0,   304,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     6,     7,     8,     9,    10,    11,    12,    13,     4,
      15,    16,     0,     0,     0,    18,    19,    20,    21,    22,
       0,    23,    24,     0,    25,    26,     0,    28,    29,    30,
      31,    32,     0,     0,     0,     0,     0,     0,     6,     7,
       8,     9,    10,    11,    12,    13,     4,    15,    16,     0,
       0,     0,    18,    19,    20,    21,    22,     0,    23,    24,
       0,    25,    26,     0,    28,    29,    30,    31,    32,     0,
       0,     0,     0,     0,     0,     0,     7,     8,     9,    10,
      11,     0,    13,     0,    15,    16,     0,     0,     0,     0,
      19,     0,    21,    22,     0,     0,    24,     0,    25,     0,
       0,     0,    29,    30,    31,    32
};

static const yytype_int16 yycheck[] =
{
      57,    57,    37,    83,    70,   149,    71,     5,    87,    52,
      92,    73,   174,   151,    52,    50,   178,   146,     2,    62,
      37,    47,    69,    22,     2,    91,    73,   109,     5,    69,
      14,     0,     5,    50,     5,     2,    14,     5,    69,    82,
      97,    98,    68,    70,   101,   102,    73,    14,    67,    89,
      70,    69,   109,    37,    67,   217,   152,   128,    89,    37,
     222,    77,    11,    12,    13,     5,    50,    85,    52,   149,
      37,    91,    50,    72,    52,   132,   132,   143,    62,     5,
       6,     5,   144,    50,   146,    52,    84,   183,   232,    10,
      88,   173,   135,   175,     2,   152,    67,   179,    82,    83,
     166,   239,   231,   138,    82,    83,    14,    84,    81,    67,
     145,    84,   155,   170,     8,    82,    83,   155,   175,   215,
     155,    16,    17,   143,   220,   221,   183,    67,   185,   185,
     201,   202,   203,     5,     6,    84,     5,     6,   155,    88,
      84,    90,    68,     9,    88,   307,   166,    38,    69,    73,
      84,   135,   232,    71,    88,   299,   140,    81,   215,    50,
      84,   145,   140,   220,   221,    69,   328,   145,   251,   231,
     249,   155,   255,   140,    65,    84,    69,   155,   145,    69,
      11,    85,    77,    78,   249,    81,    82,    83,   155,    71,
      81,     6,    85,   264,    11,    85,    68,     5,     6,    68,
      77,    67,    20,    69,   247,    24,    25,    26,    27,    28,
      29,    30,    31,    32,    33,    69,    70,   313,    21,   299,
      75,    36,    37,    38,    39,    40,    74,    42,    68,    44,
      45,    76,   312,    68,    69,    50,   302,    52,    53,    18,
      19,    56,   338,    58,    14,    15,    85,    62,    63,    64,
      65,    85,    71,    68,    79,    80,   313,   193,   194,   195,
     196,   327,   297,   247,     5,   322,   322,   251,    89,   247,
      67,   255,    85,   251,    68,    69,     5,   255,    69,    70,
     247,   338,    69,    70,   251,   191,   192,    73,   255,     3,
       4,     5,     6,     7,   197,   198,    70,    70,    12,    13,
     199,   200,    78,    69,    85,    85,    78,    84,    67,    84,
      68,    71,   265,    70,    85,    70,    70,   184,   186,   189,
     221,    35,    36,    37,    38,    39,    40,    41,    42,   187,
      44,    45,    46,   190,   144,    49,    50,    51,    52,    53,
      54,    55,    56,    57,    58,    59,   188,    61,    62,    63,
      64,    65,    66,    74,     3,     4,     5,     6,     7,   297,
      83,    -1,    76,    12,    13,    79,    80,    81,    -1,    -1,
      84,    -1,    86,    87,    -1,    89,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    36,    37,    38,
      39,    40,    -1,    42,    -1,    44,    45,    46,    -1,    -1,
      -1,    50,    51,    52,    53,    54,    -1,    56,    57,    58,
      59,    -1,    -1,    62,    63,    64,    65,    66,    -1,     3,
       4,     5,    -1,     7,    -1,    -1,    -1,    76,    12,    13,
      79,    80,    81,    -1,    -1,    84,    -1,    86,    87,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
       3,     4,     5,    -1,     7,    -1,    -1,    -1,    -1,    12,
      13,    -1,    46,    -1,    -1,    -1,    -1,    51,    -1,    -1,
      54,    -1,    -1,    57,    -1,    59,    -1,    -1,    -1,    -1,
      -1,    -1,    66,    -1,    -1,    -1,    70,    -1,    -1,    -1,
      -1,    -1,    76,    46,    -1,    79,    80,    81,    51,    -1,
      84,    54,    86,    87,    57,    -1,    59,     3,     4,     5,
      -1,     7,    -1,    66,    -1,    -1,    12,    13,    -1,    -1,
      -1,    -1,    -1,    76,    -1,    -1,    79,    80,    81,    -1,
      -1,    84,    85,    86,    87,    -1,    -1,    -1,     3,     4,
       5,    -1,     7,    -1,    -1,    -1,    -1,    12,    13,    -1,
      46,    -1,    -1,    -1,    -1,    51,    -1,    -1,    54,    -1,
      -1,    57,    -1,    59,    -1,    -1,    -1,    -1,    -1,    -1,
      66,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      76,    46,    -1,    79,    80,    81,    51,    -1,    84,    54,
      86,    87,    57,    -1,    59,     3,     4,     5,    -1,     7,
      -1,    66,    -1,    -1,    12,    13,    -1,    -1,    -1,    -1,
      -1,    76,    -1,    -1,    79,    80,    81,    -1,    -1,    84,
      -1,    86,    87,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    46,    -1,
      -1,    -1,    -1,    51,    -1,    -1,    54,    -1,    -1,    57,
      -1,    59,     5,     6,    -1,    -1,    -1,    -1,    66,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    76,    -1,
      -1,    79,    80,    81,    -1,    -1,    84,    -1,    86,    87,
      -1,    -1,    35,    36,    37,    38,    39,    40,    41,    42,
      -1,    44,    45,    -1,    -1,    -1,    49,    50,    51,    52,
      53,    -1,    55,    56,    -1,    58,    59,    -1,    61,    62,
      63,    64,    65,     5,     6,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    81,    -1,
      -1,    84,    85,    -1,    -1,    88,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    35,    36,    37,    38,    39,    40,    41,
      42,    -1,    44,    45,    -1,    -1,    -1,    49,    50,    51,
      52,    53,    -1,    55,    56,    -1,    58,    59,     6,    61,
      62,    63,    64,    65,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    81,
      -1,    -1,    84,    -1,    -1,    -1,    88,    35,    36,    37,
      38,    39,    40,    41,    42,    -1,    44,    45,    -1,    -1,
      -1,    49,    50,    51,    52,    53,    -1,    55,    56,    -1,
      58,    59,     6,    61,    62,    63,    64,    65,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    81,    -1,    -1,    84,    85,    -1,    -1,
      88,    -1,    36,    37,    38,    39,    40,    -1,    42,    -1,
      44,    45,    -1,    -1,    -1,    -1,    50,    -1,    52,    53,
      -1,    -1,    56,    -1,    58,     5,     6,    -1,    62,    63,
      64,    65,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    81,    -1,    -1,
      84,    -1,    -1,    -1,    88,    35,    36,    37,    38,    39,
      40,    41,    42,    -1,    44,    45,    -1,    -1,    -1,    49,
      50,    51,    52,    53,    -1,    55,    56,    -1,    58,    59,
      -1,    61,    62,    63,    64,    65,     5,     6,    -1,    -1,
      70,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    81,    -1,    -1,    84,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    35,    36,    37,    38,
      39,    40,    41,    42,    -1,    44,    45,    -1,    -1,    -1,
      49,    50,    51,    52,    53,    -1,    55,    56,     6,    58,
      59,    -1,    61,    62,    63,    64,    65,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    81,    -1,    -1,    84,    -1,    35,    36,    37,
      38,    39,    40,    41,    42,    -1,    44,    45,    -1,     5,
       6,    49,    50,    51,    52,    53,    -1,    55,    56,    -1,
      58,    59,    -1,    61,    62,    63,    64,    65,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      36,    37,    38,    39,    40,    -1,    42,    85,    44,    45,
      -1,    -1,    -1,    -1,    50,    -1,    52,    53,    -1,     6,
      56,    -1,    58,    -1,    -1,    -1,    62,    63,    64,    65,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    73,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    81,    -1,    -1,    84,    36,
      37,    38,    39,    40,     6,    42,     8,    44,    45,    -1,
      -1,    -1,    -1,    50,    -1,    52,    53,    -1,    -1,    56,
      -1,    58,    -1,    -1,    -1,    62,    63,    64,    65,    -1,
      -1,    68,    -1,    35,    36,    37,    38,    39,    40,    41,
      42,    43,    44,    45,    -1,    -1,    48,    49,    50,    51,
      52,    53,     6,    55,    56,    -1,    58,    59,    60,    61,
      62,    63,    64,    65,    -1,    -1,    -1,    -1,    -1,    23,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    35,    36,    37,    38,    39,    40,    41,    42,     6,
      44,    45,    -1,    -1,    -1,    49,    50,    51,    52,    53,
      -1,    55,    56,    -1,    58,    59,    -1,    61,    62,    63,
      64,    65,    -1,    -1,    -1,    -1,    -1,    -1,    35,    36,
      37,    38,    39,    40,    41,    42,     6,    44,    45,    -1,
      -1,    -1,    49,    50,    51,    52,    53,    -1,    55,    56,
      -1,    58,    59,    -1,    61,    62,    63,    64,    65,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    36,    37,    38,    39,
      40,    -1,    42,    -1,    44,    45,    -1,    -1,    -1,    -1,
      50,    -1,    52,    53,    -1,    -1,    56,    -1,    58,    -1,
      -1,    -1,    62,    63,    64,    65
};

/* YYSTOS[STATE-NUM] -- The symbol kind of the accessing symbol of
   state STATE-NUM.  */
static const yytype_uint8 yystos[] =
{
       0,    92,    93,     0,     6,     8,    35,    36,    37,    38,
      39,    40,    41,    42,    43,    44,    45,    48,    49,    50,
      51,    52,    53,    55,    56,    58,    59,    60,    61,    62,
      63,    64,    65,    94,    95,    96,   123,   124,   126,   127,
     128,   130,   131,   132,   137,   151,   152,   155,     5,    67,
     124,     5,   125,   127,   128,   130,   148,     9,    67,    69,
       5,    70,    81,    84,   126,   127,   128,   130,   140,   141,
     142,   143,     5,    67,    67,     5,     6,   119,   138,   139,
     141,    67,    84,    88,   127,   128,   130,   143,   144,   145,
     149,   150,    77,     3,     4,     5,     7,    12,    13,    46,
      51,    54,    57,    59,    66,    76,    79,    80,    81,    84,
      86,    87,   100,   101,   103,   105,   106,   107,   108,   109,
     110,   111,   112,   113,   114,   115,   116,   117,   118,   120,
     122,    97,    98,     8,   128,   129,   143,   141,    69,    70,
      84,   144,   145,   142,    67,   125,   133,   134,   138,    71,
      68,    69,    71,   156,    85,   124,   146,   147,   149,    51,
      59,    89,   103,   104,   117,   146,   150,   144,   145,   148,
      84,   117,   117,    84,    11,    84,   117,   117,    11,    77,
     100,   148,    10,    69,    22,    72,    21,    20,    74,    75,
      76,    18,    19,    16,    17,    77,    78,    14,    15,    79,
      80,    81,    82,    83,    24,    25,    26,    27,    28,    29,
      30,    31,    32,    33,    71,   102,   116,    11,    12,    13,
      84,    88,    90,    68,    70,    99,   100,   128,   143,    85,
     141,   133,    73,   135,   136,   141,    68,   134,    68,    69,
     104,    68,   139,   101,    47,    68,   157,    84,   141,   143,
     149,    69,    85,    85,    89,    69,    89,     5,   148,   119,
     148,   119,   148,    85,    85,    67,   101,   106,   100,   107,
     108,   109,   110,   111,   112,   112,   113,   113,   113,   113,
     114,   114,   115,   115,   116,   116,   116,   101,   119,    85,
     101,   121,   121,   119,    70,    68,   104,    69,    70,    73,
      68,    70,     5,    70,    23,   147,    78,    69,    85,    78,
     116,    97,    73,    69,    85,    89,   136,   104,   145,    85,
      67,   119,    84,    68,   103,   101,    70,    73,   153,    85,
     100,   145,    68,   119,   154,    85,    70,    70,    71,   101,
      70
};

/* YYR1[RULE-NUM] -- Symbol kind of the left-hand side of rule RULE-NUM.  */
static const yytype_uint8 yyr1[] =
{
       0,    91,    92,    93,    93,    94,    94,    94,    94,    94,
      95,    95,    95,    95,    96,    96,    97,    97,    98,    98,
      99,    99,   100,   100,   101,   101,   102,   102,   102,   102,
     102,   102,   102,   102,   102,   102,   102,   103,   103,   104,
     105,   105,   106,   106,   107,   107,   108,   108,   109,   109,
     110,   110,   111,   111,   111,   112,   112,   112,   112,   112,
     113,   113,   113,   114,   114,   114,   115,   115,   115,   115,
     116,   116,   117,   117,   117,   117,   117,   117,   117,   118,
     118,   118,   118,   118,   118,   119,   119,   120,   120,   120,
     120,   120,   120,   120,   120,   120,   120,   121,   121,   122,
     122,   122,   122,   122,   122,   122,   123,   123,   124,   124,
     124,   124,   124,   124,   124,   124,   125,   125,   125,   125,
     125,   125,   126,   126,   126,   126,   126,   126,   126,   127,
     127,   127,   127,   127,   127,   127,   127,   127,   127,   127,
     128,   128,   128,   129,   129,   130,   130,   130,   131,   131,
     131,   132,   132,   133,   133,   134,   135,   135,   136,   136,
     136,   137,   137,   137,   137,   137,   138,   138,   139,   139,
     140,   140,   141,   141,   142,   142,   142,   142,   143,   143,
     143,   143,   144,   144,   144,   145,   145,   145,   146,   146,
     147,   147,   147,   148,   148,   149,   149,   149,   150,   150,
     150,   150,   150,   151,   152,   153,   153,   154,   155,   156,
     156,   157,   157
};

/* YYR2[RULE-NUM] -- Number of symbols on the right-hand side of rule RULE-NUM.  */
static const yytype_int8 yyr2[] =
{
       0,     2,     1,     0,     2,     1,     1,     1,     1,     1,
       1,     4,     4,     7,     1,     3,     1,     2,     0,     2,
       1,     2,     1,     3,     1,     3,     1,     1,     1,     1,
       1,     1,     1,     1,     1,     1,     1,     1,     5,     1,
       1,     3,     1,     3,     1,     3,     1,     3,     1,     3,
       1,     3,     1,     3,     3,     1,     3,     3,     3,     3,
       1,     3,     3,     1,     3,     3,     1,     3,     3,     3,
       1,     4,     1,     2,     2,     2,     2,     4,     2,     1,
       1,     1,     1,     1,     1,     1,     1,     1,     4,     3,
       4,     3,     3,     2,     2,     6,     7,     1,     3,     1,
       1,     1,     1,     3,     3,     3,     2,     3,     1,     1,
       1,     1,     2,     2,     2,     2,     1,     1,     1,     2,
       2,     2,     1,     1,     1,     1,     1,     1,     1,     1,
       1,     1,     1,     1,     1,     1,     1,     1,     1,     1,
       1,     1,     1,     1,     2,     1,     1,     1,     4,     5,
       2,     1,     1,     1,     2,     3,     1,     3,     1,     2,
       3,     4,     5,     5,     6,     2,     1,     3,     1,     3,
       1,     3,     1,     2,     1,     3,     2,     2,     1,     2,
       2,     3,     2,     3,     3,     2,     3,     5,     1,     3,
       1,     2,     2,     1,     2,     1,     1,     2,     3,     1,
       2,     1,     2,     6,    10,     0,     2,     4,     6,     0,
       2,     4,     6
};


enum { YYENOMEM = -2 };

#define yyerrok         (yyerrstatus = 0)
#define yyclearin       (yychar = DT_YYEMPTY)

#define YYACCEPT        goto yyacceptlab
#define YYABORT         goto yyabortlab
#define YYERROR         goto yyerrorlab
#define YYNOMEM         goto yyexhaustedlab


#define YYRECOVERING()  (!!yyerrstatus)

#define YYBACKUP(Token, Value)                                    \
  do                                                              \
    if (yychar == DT_YYEMPTY)                                        \
      {                                                           \
        yychar = (Token);                                         \
        yylval = (Value);                                         \
        YYPOPSTACK (yylen);                                       \
        yystate = *yyssp;                                         \
        goto yybackup;                                            \
      }                                                           \
    else                                                          \
      {                                                           \
        yyerror (&yylloc, pcb, YY_("syntax error: cannot back up")); \
        YYERROR;                                                  \
      }                                                           \
  while (0)

/* Backward compatibility with an undocumented macro.
   Use DT_YYerror or DT_YYUNDEF. */
#define YYERRCODE DT_YYUNDEF

/* YYLLOC_DEFAULT -- Set CURRENT to span from RHS[1] to RHS[N].
   If N is 0, then set CURRENT to the empty location which ends
   the previous symbol: RHS[0] (always defined).  */

#ifndef YYLLOC_DEFAULT
# define YYLLOC_DEFAULT(Current, Rhs, N)                                \
    do                                                                  \
      if (N)                                                            \
        {                                                               \
          (Current).first_line   = YYRHSLOC (Rhs, 1).first_line;        \
          (Current).first_column = YYRHSLOC (Rhs, 1).first_column;      \
          (Current).last_line    = YYRHSLOC (Rhs, N).last_line;         \
          (Current).last_column  = YYRHSLOC (Rhs, N).last_column;       \
        }                                                               \
      else                                                              \
        {                                                               \
          (Current).first_line   = (Current).last_line   =              \
            YYRHSLOC (Rhs, 0).last_line;                                \
          (Current).first_column = (Current).last_column =              \
            YYRHSLOC (Rhs, 0).last_column;                              \
        }                                                               \
    while (0)
#endif

#define YYRHSLOC(Rhs, K) ((Rhs)[K])


/* Enable debugging if requested.  */
#if DT_YYDEBUG

# ifndef YYFPRINTF
#  include <stdio.h> /* INFRINGES ON USER NAME SPACE */
#  define YYFPRINTF fprintf
# endif

# define YYDPRINTF(Args)                        \
do {                                            \
  if (yydebug)                                  \
    YYFPRINTF Args;                             \
} while (0)


/* YYLOCATION_PRINT -- Print the location on the stream.
   This macro was not mandated originally: define only if we know
   we won't break user code: when these are the locations we know.  */

# ifndef YYLOCATION_PRINT

#  if defined YY_LOCATION_PRINT

   /* Temporary convenience wrapper in case some people defined the
      undocumented and private YY_LOCATION_PRINT macros.  */
#   define YYLOCATION_PRINT(File, Loc)  YY_LOCATION_PRINT(File, *(Loc))

#  elif defined DT_YYLTYPE_IS_TRIVIAL && DT_YYLTYPE_IS_TRIVIAL

/* Print *YYLOCP on YYO.  Private, do not rely on its existence. */

YY_ATTRIBUTE_UNUSED
static int
yy_location_print_ (FILE *yyo, YYLTYPE const * const yylocp)
{
  int res = 0;
  int end_col = 0 != yylocp->last_column ? yylocp->last_column - 1 : 0;
  if (0 <= yylocp->first_line)
    {
      res += YYFPRINTF (yyo, "%d", yylocp->first_line);
      if (0 <= yylocp->first_column)
        res += YYFPRINTF (yyo, ".%d", yylocp->first_column);
    }
  if (0 <= yylocp->last_line)
    {
      if (yylocp->first_line < yylocp->last_line)
        {
          res += YYFPRINTF (yyo, "-%d", yylocp->last_line);
          if (0 <= end_col)
            res += YYFPRINTF (yyo, ".%d", end_col);
        }
      else if (0 <= end_col && yylocp->first_column < end_col)
        res += YYFPRINTF (yyo, "-%d", end_col);
    }
  return res;
}

#   define YYLOCATION_PRINT  yy_location_print_

    /* Temporary convenience wrapper in case some people defined the
       undocumented and private YY_LOCATION_PRINT macros.  */
#   define YY_LOCATION_PRINT(File, Loc)  YYLOCATION_PRINT(File, &(Loc))

#  else

#   define YYLOCATION_PRINT(File, Loc) ((void) 0)
    /* Temporary convenience wrapper in case some people defined the
       undocumented and private YY_LOCATION_PRINT macros.  */
#   define YY_LOCATION_PRINT  YYLOCATION_PRINT

#  endif
# endif /* !defined YYLOCATION_PRINT */


# define YY_SYMBOL_PRINT(Title, Kind, Value, Location)                    \
do {                                                                      \
  if (yydebug)                                                            \
    {                                                                     \
      YYFPRINTF (stderr, "%s ", Title);                                   \
      yy_symbol_print (stderr,                                            \
                  Kind, Value, Location, pcb); \
      YYFPRINTF (stderr, "\n");                                           \
    }                                                                     \
} while (0)


/*-----------------------------------.
| Print this symbol's value on YYO.  |
`-----------------------------------*/

static void
yy_symbol_value_print (FILE *yyo,
                       yysymbol_kind_t yykind, YYSTYPE const * const yyvaluep, YYLTYPE const * const yylocationp, dt_pcb_t *pcb)
{
  FILE *yyoutput = yyo;
  YY_USE (yyoutput);
  YY_USE (yylocationp);
  YY_USE (pcb);
  if (!yyvaluep)
    return;
  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  YY_USE (yykind);
  YY_IGNORE_MAYBE_UNINITIALIZED_END
}


/*---------------------------.
| Print this symbol on YYO.  |
`---------------------------*/

static void
yy_symbol_print (FILE *yyo,
                 yysymbol_kind_t yykind, YYSTYPE const * const yyvaluep, YYLTYPE const * const yylocationp, dt_pcb_t *pcb)
{
  YYFPRINTF (yyo, "%s %s (",
             yykind < YYNTOKENS ? "token" : "nterm", yysymbol_name (yykind));

  YYLOCATION_PRINT (yyo, yylocationp);
  YYFPRINTF (yyo, ": ");
  yy_symbol_value_print (yyo, yykind, yyvaluep, yylocationp, pcb);
  YYFPRINTF (yyo, ")");
}

/*------------------------------------------------------------------.
| yy_stack_print -- Print the state stack from its BOTTOM up to its |
| TOP (included).                                                   |
`------------------------------------------------------------------*/

static void
yy_stack_print (yy_state_t *yybottom, yy_state_t *yytop)
{
  YYFPRINTF (stderr, "Stack now");
  for (; yybottom <= yytop; yybottom++)
    {
      int yybot = *yybottom;
      YYFPRINTF (stderr, " %d", yybot);
    }
  YYFPRINTF (stderr, "\n");
}

# define YY_STACK_PRINT(Bottom, Top)                            \
do {                                                            \
  if (yydebug)                                                  \
    yy_stack_print ((Bottom), (Top));                           \
} while (0)


/*------------------------------------------------.
| Report that the YYRULE is going to be reduced.  |
`------------------------------------------------*/

static void
yy_reduce_print (yy_state_t *yyssp, YYSTYPE *yyvsp, YYLTYPE *yylsp,
                 int yyrule, dt_pcb_t *pcb)
{
  int yylno = yyrline[yyrule];
  int yynrhs = yyr2[yyrule];
  int yyi;
  YYFPRINTF (stderr, "Reducing stack by rule %d (line %d):\n",
             yyrule - 1, yylno);
  /* The symbols being reduced.  */
  for (yyi = 0; yyi < yynrhs; yyi++)
    {
      YYFPRINTF (stderr, "   $%d = ", yyi + 1);
      yy_symbol_print (stderr,
                       YY_ACCESSING_SYMBOL (+yyssp[yyi + 1 - yynrhs]),
                       &yyvsp[(yyi + 1) - (yynrhs)],
                       &(yylsp[(yyi + 1) - (yynrhs)]), pcb);
      YYFPRINTF (stderr, "\n");
    }
}

# define YY_REDUCE_PRINT(Rule)          \
do {                                    \
  if (yydebug)                          \
    yy_reduce_print (yyssp, yyvsp, yylsp, Rule, pcb); \
} while (0)

/* Nonzero means print parse trace.  It is left uninitialized so that
   multiple parsers can coexist.  */
int yydebug;
#else /* !DT_YYDEBUG */
# define YYDPRINTF(Args) ((void) 0)
# define YY_SYMBOL_PRINT(Title, Kind, Value, Location)
# define YY_STACK_PRINT(Bottom, Top)
# define YY_REDUCE_PRINT(Rule)
#endif /* !DT_YYDEBUG */


/* YYINITDEPTH -- initial size of the parser's stacks.  */
#ifndef YYINITDEPTH
# define YYINITDEPTH 200
#endif

/* YYMAXDEPTH -- maximum size the stacks can grow to (effective only
   if the built-in stack extension method is used).

   Do not make this value too large; the results are undefined if
   YYSTACK_ALLOC_MAXIMUM < YYSTACK_BYTES (YYMAXDEPTH)
   evaluated with infinite-precision integer arithmetic.  */

#ifndef YYMAXDEPTH
# define YYMAXDEPTH 10000
#endif






/*-----------------------------------------------.
| Release the memory associated to this symbol.  |
`-----------------------------------------------*/

static void
yydestruct (const char *yymsg,
            yysymbol_kind_t yykind, YYSTYPE *yyvaluep, YYLTYPE *yylocationp, dt_pcb_t *pcb)
{
  YY_USE (yyvaluep);
  YY_USE (yylocationp);
  YY_USE (pcb);
  if (!yymsg)
    yymsg = "Deleting";
  YY_SYMBOL_PRINT (yymsg, yykind, yyvaluep, yylocationp);

  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  YY_USE (yykind);
  YY_IGNORE_MAYBE_UNINITIALIZED_END
}






/*----------.
| yyparse.  |
`----------*/

int
yyparse (dt_pcb_t *pcb)
{
/* Lookahead token kind.  */
int yychar;


/* The semantic value of the lookahead symbol.  */
/* Default value used for initialization, for pacifying older GCCs
   or non-GCC compilers.  */
YY_INITIAL_VALUE (static YYSTYPE yyval_default;)
YYSTYPE yylval YY_INITIAL_VALUE (= yyval_default);

/* Location data for the lookahead symbol.  */
static YYLTYPE yyloc_default
# if defined DT_YYLTYPE_IS_TRIVIAL && DT_YYLTYPE_IS_TRIVIAL
  = { 1, 1, 1, 1 }
# endif
;
YYLTYPE yylloc = yyloc_default;

    /* Number of syntax errors so far.  */
    int yynerrs = 0;

    yy_state_fast_t yystate = 0;
    /* Number of tokens to shift before error messages enabled.  */
    int yyerrstatus = 0;

    /* Refer to the stacks through separate pointers, to allow yyoverflow
       to reallocate them elsewhere.  */

    /* Their size.  */
    YYPTRDIFF_T yystacksize = YYINITDEPTH;

    /* The state stack: array, bottom, top.  */
    yy_state_t yyssa[YYINITDEPTH];
    yy_state_t *yyss = yyssa;
    yy_state_t *yyssp = yyss;

    /* The semantic value stack: array, bottom, top.  */
    YYSTYPE yyvsa[YYINITDEPTH];
    YYSTYPE *yyvs = yyvsa;
    YYSTYPE *yyvsp = yyvs;

    /* The location stack: array, bottom, top.  */
    YYLTYPE yylsa[YYINITDEPTH];
    YYLTYPE *yyls = yylsa;
    YYLTYPE *yylsp = yyls;

  int yyn;
  /* The return value of yyparse.  */
  int yyresult;
  /* Lookahead symbol kind.  */
  yysymbol_kind_t yytoken = YYSYMBOL_YYEMPTY;
  /* The variables used to return semantic value and location from the
     action routines.  */
  YYSTYPE yyval;
  YYLTYPE yyloc;

  /* The locations where the error started and ended.  */
  YYLTYPE yyerror_range[3];



#define YYPOPSTACK(N)   (yyvsp -= (N), yyssp -= (N), yylsp -= (N))

  /* The number of symbols on the RHS of the reduced rule.
     Keep to zero when no symbol should be popped.  */
  int yylen = 0;

  YYDPRINTF ((stderr, "Starting parse\n"));

  yychar = DT_YYEMPTY; /* Cause a token to be read.  */

  yylsp[0] = yylloc;
  goto yysetstate;


/*------------------------------------------------------------.
| yynewstate -- push a new state, which is found in yystate.  |
`------------------------------------------------------------*/
yynewstate:
  /* In all cases, when you get here, the value and location stacks
     have just been pushed.  So pushing a state here evens the stacks.  */
  yyssp++;


/*--------------------------------------------------------------------.
| yysetstate -- set current state (the top of the stack) to yystate.  |
`--------------------------------------------------------------------*/
yysetstate:
  YYDPRINTF ((stderr, "Entering state %d\n", yystate));
  YY_ASSERT (0 <= yystate && yystate < YYNSTATES);
  YY_IGNORE_USELESS_CAST_BEGIN
  *yyssp = YY_CAST (yy_state_t, yystate);
  YY_IGNORE_USELESS_CAST_END
  YY_STACK_PRINT (yyss, yyssp);

  if (yyss + yystacksize - 1 <= yyssp)
#if !defined yyoverflow && !defined YYSTACK_RELOCATE
    YYNOMEM;
#else
    {
      /* Get the current used size of the three stacks, in elements.  */
      YYPTRDIFF_T yysize = yyssp - yyss + 1;

# if defined yyoverflow
      {
        /* Give user a chance to reallocate the stack.  Use copies of
           these so that the &'s don't force the real ones into
           memory.  */
        yy_state_t *yyss1 = yyss;
        YYSTYPE *yyvs1 = yyvs;
        YYLTYPE *yyls1 = yyls;

        /* Each stack pointer address is followed by the size of the
           data in use in that stack, in bytes.  This used to be a
           conditional around just the two extra args, but that might
           be undefined if yyoverflow is a macro.  */
        yyoverflow (YY_("memory exhausted"),
                    &yyss1, yysize * YYSIZEOF (*yyssp),
                    &yyvs1, yysize * YYSIZEOF (*yyvsp),
                    &yyls1, yysize * YYSIZEOF (*yylsp),
                    &yystacksize);
        yyss = yyss1;
        yyvs = yyvs1;
        yyls = yyls1;
      }
# else /* defined YYSTACK_RELOCATE */
      /* Extend the stack our own way.  */
      if (YYMAXDEPTH <= yystacksize)
        YYNOMEM;
      yystacksize *= 2;
      if (YYMAXDEPTH < yystacksize)
        yystacksize = YYMAXDEPTH;

      {
        yy_state_t *yyss1 = yyss;
        union yyalloc *yyptr =
          YY_CAST (union yyalloc *,
                   YYSTACK_ALLOC (YY_CAST (YYSIZE_T, YYSTACK_BYTES (yystacksize))));
        if (! yyptr)
          YYNOMEM;
        YYSTACK_RELOCATE (yyss_alloc, yyss);
        YYSTACK_RELOCATE (yyvs_alloc, yyvs);
        YYSTACK_RELOCATE (yyls_alloc, yyls);
#  undef YYSTACK_RELOCATE
        if (yyss1 != yyssa)
          YYSTACK_FREE (yyss1);
      }
# endif

      yyssp = yyss + yysize - 1;
      yyvsp = yyvs + yysize - 1;
      yylsp = yyls + yysize - 1;

      YY_IGNORE_USELESS_CAST_BEGIN
      YYDPRINTF ((stderr, "Stack size increased to %ld\n",
                  YY_CAST (long, yystacksize)));
      YY_IGNORE_USELESS_CAST_END

      if (yyss + yystacksize - 1 <= yyssp)
        YYABORT;
    }
#endif /* !defined yyoverflow && !defined YYSTACK_RELOCATE */


  if (yystate == YYFINAL)
    YYACCEPT;

  goto yybackup;


/*-----------.
| yybackup.  |
`-----------*/
yybackup:
  /* Do appropriate processing given the current state.  Read a
     lookahead token if we need one and don't already have one.  */

  /* First try to decide what to do without reference to lookahead token.  */
  yyn = yypact[yystate];
  if (yypact_value_is_default (yyn))
    goto yydefault;

  /* Not known => get a lookahead token if don't already have one.  */

  /* YYCHAR is either empty, or end-of-input, or a valid lookahead.  */
  if (yychar == DT_YYEMPTY)
    {
      YYDPRINTF ((stderr, "Reading a token\n"));
      yychar = yylex (&yylval, &yylloc, pcb);
    }

  if (yychar <= DT_YYEOF)
    {
      yychar = DT_YYEOF;
      yytoken = YYSYMBOL_YYEOF;
      YYDPRINTF ((stderr, "Now at end of input.\n"));
    }
  else if (yychar == DT_YYerror)
    {
      /* The scanner already issued an error message, process directly
         to error recovery.  But do not keep the error token as
         lookahead, it is too special and may lead us to an endless
         loop in error recovery. */
      yychar = DT_YYUNDEF;
      yytoken = YYSYMBOL_YYerror;
      yyerror_range[1] = yylloc;
      goto yyerrlab1;
    }
  else
    {
      yytoken = YYTRANSLATE (yychar);
      YY_SYMBOL_PRINT ("Next token is", yytoken, &yylval, &yylloc);
    }

  /* If the proper action on seeing token YYTOKEN is to reduce or to
     detect an error, take that action.  */
  yyn += yytoken;
  if (yyn < 0 || YYLAST < yyn || yycheck[yyn] != yytoken)
    goto yydefault;
  yyn = yytable[yyn];
  if (yyn <= 0)
    {
      if (yytable_value_is_error (yyn))
        goto yyerrlab;
      yyn = -yyn;
      goto yyreduce;
    }

  /* Count tokens shifted since error; after three, turn off error
     status.  */
  if (yyerrstatus)
    yyerrstatus--;

  /* Shift the lookahead token.  */
  YY_SYMBOL_PRINT ("Shifting", yytoken, &yylval, &yylloc);
  yystate = yyn;
  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  *++yyvsp = yylval;
  YY_IGNORE_MAYBE_UNINITIALIZED_END
  *++yylsp = yylloc;

  /* Discard the shifted token.  */
  yychar = DT_YYEMPTY;
  goto yynewstate;


/*-----------------------------------------------------------.
| yydefault -- do the default action for the current state.  |
`-----------------------------------------------------------*/
yydefault:
  yyn = yydefact[yystate];
  if (yyn == 0)
    goto yyerrlab;
  goto yyreduce;


/*-----------------------------.
| yyreduce -- do a reduction.  |
`-----------------------------*/
yyreduce:
  /* yyn is the number of a rule to reduce with.  */
  yylen = yyr2[yyn];

  /* If YYLEN is nonzero, implement the default value of the action:
     '$$ = $1'.

     Otherwise, the following line sets YYVAL to garbage.
     This behavior is undocumented and Bison
     users should not rely upon it.  Assigning to YYVAL
     unconditionally makes the parser a bit smaller, and it avoids a
     GCC warning that YYVAL may be used uninitialized.  */
  yyval = yyvsp[1-yylen];

  /* Default location. */
  YYLLOC_DEFAULT (yyloc, (yylsp - yylen), yylen);
  yyerror_range[1] = yyloc;
  YY_REDUCE_PRINT (yyn);
  switch (yyn)
    {
  case 2: /* program: translation_unit  */
#line 204 "/work/main/libdtrace/dt_grammar.y"
                           {
		pcb->pcb_root = dt_node_alloc(pcb, DT_NODE_PROG);
		pcb->pcb_root->dn_list = dt_node_rev((yyvsp[0].l_node));
		pcb->pcb_root->dn_line = 1;
	  }
#line 1933 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 3: /* translation_unit: %empty  */
#line 213 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = NULL; }
#line 1939 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 4: /* translation_unit: translation_unit external_decl  */
#line 214 "/work/main/libdtrace/dt_grammar.y"
                                         { (yyvsp[0].l_node)->dn_next = (yyvsp[-1].l_node); (yyval.l_node) = (yyvsp[0].l_node); }
#line 1945 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 10: /* probe_definition: probe_specifiers  */
#line 226 "/work/main/libdtrace/dt_grammar.y"
                           {
		/*
		 * dtrace -n BEGIN means "BEGIN with the default action"; in a
		 * file, the predicate or body was probably forgotten.
		 */
		if (pcb->pcb_pspec == DTRACE_PROBESPEC_NONE)
			dt_pcb_error(pcb, D_SYNTAX, (yyvsp[0].l_node)->dn_line, "expected predicate "
				     "and/or actions following probe description");
		(yyval.l_node) = dt_clause(pcb, (yyvsp[0].l_node), NULL, NULL);
	  }
#line 1960 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 11: /* probe_definition: probe_specifiers '{' statement_list '}'  */
#line 236 "/work/main/libdtrace/dt_grammar.y"
                                                  {
		(yyval.l_node) = dt_clause(pcb, (yyvsp[-3].l_node), NULL, (yyvsp[-1].l_node));
	  }
#line 1968 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 12: /* probe_definition: probe_specifiers DT_TOK_BPRED expression DT_TOK_EPRED  */
#line 239 "/work/main/libdtrace/dt_grammar.y"
                                                                {
		dt_pcb_error(pcb, D_SYNTAX, (yyvsp[-1].l_node)->dn_line, "expected actions { } "
			     "following probe description and predicate");
	  }
#line 1977 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 13: /* probe_definition: probe_specifiers DT_TOK_BPRED expression DT_TOK_EPRED '{' statement_list '}'  */
#line 244 "/work/main/libdtrace/dt_grammar.y"
                                 {
		(yyval.l_node) = dt_clause(pcb, (yyvsp[-6].l_node), (yyvsp[-4].l_node), (yyvsp[-1].l_node));
	  }
#line 1985 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 15: /* probe_specifiers: probe_specifiers ',' DT_TOK_PSPEC  */
#line 251 "/work/main/libdtrace/dt_grammar.y"
                                                { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 1991 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 16: /* statement_list: statement_list_impl  */
#line 255 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_node_rev((yyvsp[0].l_node)); }
#line 1997 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 17: /* statement_list: statement_list_impl expression  */
#line 256 "/work/main/libdtrace/dt_grammar.y"
                                         {
		dt_node_t *s = dt_kind_at(pcb, DT_NODE_DEXPR, (yyvsp[0].l_node), (yyvsp[0].l_node)->dn_line);

		s->dn_next = (yyvsp[-1].l_node);
		(yyval.l_node) = dt_node_rev(s);
	  }
#line 2008 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 18: /* statement_list_impl: %empty  */
#line 266 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = NULL; }
#line 2014 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 19: /* statement_list_impl: statement_list_impl statement  */
#line 267 "/work/main/libdtrace/dt_grammar.y"
                                        {
		(yyval.l_node) = (yyvsp[-1].l_node);
		if ((yyvsp[0].l_node) != NULL) {
			(yyvsp[0].l_node)->dn_next = (yyvsp[-1].l_node);
			(yyval.l_node) = (yyvsp[0].l_node);
		}
	  }
#line 2026 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 20: /* statement: ';'  */
#line 277 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = NULL; }
#line 2032 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 21: /* statement: expression ';'  */
#line 278 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_kind_at(pcb, DT_NODE_DEXPR, (yyvsp[-1].l_node), (yyvsp[-1].l_node)->dn_line); }
#line 2038 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 23: /* expression: expression ',' assignment_expression  */
#line 285 "/work/main/libdtrace/dt_grammar.y"
                                               {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_COMMA, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2046 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 25: /* assignment_expression: unary_expression assignment_operator assignment_expression  */
#line 292 "/work/main/libdtrace/dt_grammar.y"
                                                                     {
		(yyval.l_node) = dt_op2_at(pcb, (yyvsp[-1].l_int), (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2054 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 26: /* assignment_operator: '='  */
#line 298 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_ASGN; }
#line 2060 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 27: /* assignment_operator: DT_TOK_ADD_EQ  */
#line 299 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_ADD_EQ; }
#line 2066 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 28: /* assignment_operator: DT_TOK_SUB_EQ  */
#line 300 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_SUB_EQ; }
#line 2072 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 29: /* assignment_operator: DT_TOK_MUL_EQ  */
#line 301 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_MUL_EQ; }
#line 2078 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 30: /* assignment_operator: DT_TOK_DIV_EQ  */
#line 302 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_DIV_EQ; }
#line 2084 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 31: /* assignment_operator: DT_TOK_MOD_EQ  */
#line 303 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_MOD_EQ; }
#line 2090 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 32: /* assignment_operator: DT_TOK_AND_EQ  */
#line 304 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_AND_EQ; }
#line 2096 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 33: /* assignment_operator: DT_TOK_XOR_EQ  */
#line 305 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_XOR_EQ; }
#line 2102 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 34: /* assignment_operator: DT_TOK_OR_EQ  */
#line 306 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_OR_EQ; }
#line 2108 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 35: /* assignment_operator: DT_TOK_LSH_EQ  */
#line 307 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_LSH_EQ; }
#line 2114 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 36: /* assignment_operator: DT_TOK_RSH_EQ  */
#line 308 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_RSH_EQ; }
#line 2120 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 38: /* conditional_expression: logical_or_expression '?' expression ':' conditional_expression  */
#line 313 "/work/main/libdtrace/dt_grammar.y"
                                                                          {
		(yyval.l_node) = dt_node_op3(pcb, (yyvsp[-4].l_node), (yyvsp[-2].l_node), (yyvsp[0].l_node));
		(yyval.l_node)->dn_line = (yylsp[-3]);
	  }
#line 2129 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 41: /* logical_or_expression: logical_or_expression DT_TOK_LOR logical_xor_expression  */
#line 325 "/work/main/libdtrace/dt_grammar.y"
                                                                  {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LOR, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2137 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 43: /* logical_xor_expression: logical_xor_expression DT_TOK_LXOR logical_and_expression  */
#line 332 "/work/main/libdtrace/dt_grammar.y"
                                                                    {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LXOR, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2145 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 45: /* logical_and_expression: logical_and_expression DT_TOK_LAND inclusive_or_expression  */
#line 339 "/work/main/libdtrace/dt_grammar.y"
                                                                     {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LAND, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2153 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 47: /* inclusive_or_expression: inclusive_or_expression '|' exclusive_or_expression  */
#line 346 "/work/main/libdtrace/dt_grammar.y"
                                                              {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_BOR, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2161 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 49: /* exclusive_or_expression: exclusive_or_expression '^' and_expression  */
#line 353 "/work/main/libdtrace/dt_grammar.y"
                                                     {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_XOR, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2169 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 51: /* and_expression: and_expression '&' equality_expression  */
#line 360 "/work/main/libdtrace/dt_grammar.y"
                                                 {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_BAND, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2177 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 53: /* equality_expression: equality_expression DT_TOK_EQU relational_expression  */
#line 367 "/work/main/libdtrace/dt_grammar.y"
                                                               {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_EQU, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2185 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 54: /* equality_expression: equality_expression DT_TOK_NEQ relational_expression  */
#line 370 "/work/main/libdtrace/dt_grammar.y"
                                                               {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_NEQ, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2193 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 56: /* relational_expression: relational_expression '<' shift_expression  */
#line 377 "/work/main/libdtrace/dt_grammar.y"
                                                     {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LT, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2201 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 57: /* relational_expression: relational_expression '>' shift_expression  */
#line 380 "/work/main/libdtrace/dt_grammar.y"
                                                     {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_GT, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2209 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 58: /* relational_expression: relational_expression DT_TOK_LE shift_expression  */
#line 383 "/work/main/libdtrace/dt_grammar.y"
                                                           {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LE, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2217 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 59: /* relational_expression: relational_expression DT_TOK_GE shift_expression  */
#line 386 "/work/main/libdtrace/dt_grammar.y"
                                                           {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_GE, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2225 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 61: /* shift_expression: shift_expression DT_TOK_LSH additive_expression  */
#line 393 "/work/main/libdtrace/dt_grammar.y"
                                                          {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_LSH, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2233 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 62: /* shift_expression: shift_expression DT_TOK_RSH additive_expression  */
#line 396 "/work/main/libdtrace/dt_grammar.y"
                                                          {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_RSH, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2241 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 64: /* additive_expression: additive_expression '+' multiplicative_expression  */
#line 403 "/work/main/libdtrace/dt_grammar.y"
                                                            {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_ADD, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2249 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 65: /* additive_expression: additive_expression '-' multiplicative_expression  */
#line 406 "/work/main/libdtrace/dt_grammar.y"
                                                            {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_SUB, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2257 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 67: /* multiplicative_expression: multiplicative_expression '*' cast_expression  */
#line 413 "/work/main/libdtrace/dt_grammar.y"
                                                        {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_MUL, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2265 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 68: /* multiplicative_expression: multiplicative_expression '/' cast_expression  */
#line 416 "/work/main/libdtrace/dt_grammar.y"
                                                        {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_DIV, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2273 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 69: /* multiplicative_expression: multiplicative_expression '%' cast_expression  */
#line 419 "/work/main/libdtrace/dt_grammar.y"
                                                        {
		(yyval.l_node) = dt_op2_at(pcb, DT_OP_MOD, (yyvsp[-2].l_node), (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2281 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 71: /* cast_expression: '(' type_name ')' cast_expression  */
#line 426 "/work/main/libdtrace/dt_grammar.y"
                                            {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_CAST, (yyvsp[-2].l_node), (yylsp[-3]));
		(yyval.l_node)->dn_child[1] = (yyvsp[0].l_node);
	  }
#line 2290 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 73: /* unary_expression: DT_TOK_INC unary_expression  */
#line 434 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_op1_at(pcb, DT_OP_PREINC, (yyvsp[0].l_node), (yylsp[-1])); }
#line 2296 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 74: /* unary_expression: DT_TOK_DEC unary_expression  */
#line 435 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_op1_at(pcb, DT_OP_PREDEC, (yyvsp[0].l_node), (yylsp[-1])); }
#line 2302 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 75: /* unary_expression: unary_operator cast_expression  */
#line 436 "/work/main/libdtrace/dt_grammar.y"
                                         { (yyval.l_node) = dt_op1_at(pcb, (yyvsp[-1].l_int), (yyvsp[0].l_node), (yylsp[-1])); }
#line 2308 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 76: /* unary_expression: DT_KEY_SIZEOF unary_expression  */
#line 437 "/work/main/libdtrace/dt_grammar.y"
                                         { (yyval.l_node) = dt_kind_at(pcb, DT_NODE_SIZEOF, (yyvsp[0].l_node), (yylsp[-1])); }
#line 2314 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 77: /* unary_expression: DT_KEY_SIZEOF '(' type_name ')'  */
#line 438 "/work/main/libdtrace/dt_grammar.y"
                                          {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_SIZEOF, (yyvsp[-1].l_node), (yylsp[-3]));
	  }
#line 2322 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 78: /* unary_expression: DT_KEY_STRINGOF unary_expression  */
#line 441 "/work/main/libdtrace/dt_grammar.y"
                                           {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_STRINGOF, (yyvsp[0].l_node), (yylsp[-1]));
	  }
#line 2330 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 79: /* unary_operator: '&'  */
#line 447 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_ADDROF; }
#line 2336 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 80: /* unary_operator: '*'  */
#line 448 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_DEREF; }
#line 2342 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 81: /* unary_operator: '+'  */
#line 449 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_IPOS; }
#line 2348 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 82: /* unary_operator: '-'  */
#line 450 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_INEG; }
#line 2354 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 83: /* unary_operator: '~'  */
#line 451 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_BNEG; }
#line 2360 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 84: /* unary_operator: '!'  */
#line 452 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_OP_LNEG; }
#line 2366 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 88: /* postfix_expression: postfix_expression '[' argument_expression_list ']'  */
#line 466 "/work/main/libdtrace/dt_grammar.y"
                                                              {
		(yyval.l_node) = dt_index(pcb, (yyvsp[-3].l_node), (yyvsp[-1].l_node), (yylsp[-2]));
	  }
#line 2374 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 89: /* postfix_expression: postfix_expression '(' ')'  */
#line 469 "/work/main/libdtrace/dt_grammar.y"
                                     {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_FUNC, (yyvsp[-2].l_node), (yyvsp[-2].l_node)->dn_line);
	  }
#line 2382 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 90: /* postfix_expression: postfix_expression '(' argument_expression_list ')'  */
#line 472 "/work/main/libdtrace/dt_grammar.y"
                                                              {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_FUNC, (yyvsp[-3].l_node), (yyvsp[-3].l_node)->dn_line);
		(yyval.l_node)->dn_args = (yyvsp[-1].l_node);
	  }
#line 2391 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 91: /* postfix_expression: postfix_expression '.' member_name  */
#line 476 "/work/main/libdtrace/dt_grammar.y"
                                             {
		(yyval.l_node) = dt_named(pcb, DT_NODE_DOT, (yyvsp[0].l_node), (yyvsp[-2].l_node));
		(yyval.l_node)->dn_line = (yylsp[-1]);
	  }
#line 2400 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 92: /* postfix_expression: postfix_expression DT_TOK_PTR member_name  */
#line 480 "/work/main/libdtrace/dt_grammar.y"
                                                    {
		(yyval.l_node) = dt_named(pcb, DT_NODE_ARROW, (yyvsp[0].l_node), (yyvsp[-2].l_node));
		(yyval.l_node)->dn_line = (yylsp[-1]);
	  }
#line 2409 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 93: /* postfix_expression: postfix_expression DT_TOK_INC  */
#line 484 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_op1_at(pcb, DT_OP_POSTINC, (yyvsp[-1].l_node), (yylsp[0])); }
#line 2415 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 94: /* postfix_expression: postfix_expression DT_TOK_DEC  */
#line 485 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_op1_at(pcb, DT_OP_POSTDEC, (yyvsp[-1].l_node), (yylsp[0])); }
#line 2421 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 95: /* postfix_expression: DT_KEY_OFFSETOF '(' type_name ',' member_name ')'  */
#line 486 "/work/main/libdtrace/dt_grammar.y"
                                                            {
		(yyval.l_node) = dt_named(pcb, DT_NODE_OFFSETOF, (yyvsp[-1].l_node), (yyvsp[-3].l_node));
		(yyval.l_node)->dn_line = (yylsp[-5]);
	  }
#line 2430 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 96: /* postfix_expression: DT_KEY_XLATE '<' type_name '>' '(' expression ')'  */
#line 490 "/work/main/libdtrace/dt_grammar.y"
                                                            {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_XLATE, (yyvsp[-1].l_node), (yylsp[-6]));
		(yyval.l_node)->dn_decl = (yyvsp[-4].l_node);
	  }
#line 2439 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 98: /* argument_expression_list: argument_expression_list ',' assignment_expression  */
#line 498 "/work/main/libdtrace/dt_grammar.y"
                                                             { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 2445 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 103: /* primary_expression: DT_KEY_SELF DT_TOK_PTR member_name  */
#line 506 "/work/main/libdtrace/dt_grammar.y"
                                             {
		(yyval.l_node) = dt_named(pcb, DT_NODE_SELF, (yyvsp[0].l_node), NULL);
		(yyval.l_node)->dn_line = (yylsp[-2]);
	  }
#line 2454 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 104: /* primary_expression: DT_KEY_THIS DT_TOK_PTR member_name  */
#line 510 "/work/main/libdtrace/dt_grammar.y"
                                             {
		(yyval.l_node) = dt_named(pcb, DT_NODE_THIS, (yyvsp[0].l_node), NULL);
		(yyval.l_node)->dn_line = (yylsp[-2]);
	  }
#line 2463 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 105: /* primary_expression: '(' expression ')'  */
#line 514 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = (yyvsp[-1].l_node); }
#line 2469 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 107: /* declaration: declaration_specifiers init_declarator_list ';'  */
#line 521 "/work/main/libdtrace/dt_grammar.y"
                                                          {
		(yyvsp[-2].l_node)->dn_list = (yyvsp[-1].l_node);
		dt_decl_done(pcb, (yyvsp[-2].l_node));
		(yyval.l_node) = (yyvsp[-2].l_node);
	  }
#line 2479 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 108: /* declaration_specifiers: storage_class  */
#line 529 "/work/main/libdtrace/dt_grammar.y"
                        {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_word(pcb, (yyval.l_node), DT_DW_CLASS | (yyvsp[0].l_int), (yylsp[0]));
	  }
#line 2488 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 109: /* declaration_specifiers: type_keyword  */
#line 533 "/work/main/libdtrace/dt_grammar.y"
                       {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_word(pcb, (yyval.l_node), (yyvsp[0].l_int), (yylsp[0]));
	  }
#line 2497 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 110: /* declaration_specifiers: type_qualifier  */
#line 537 "/work/main/libdtrace/dt_grammar.y"
                         {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_word(pcb, (yyval.l_node), (yyvsp[0].l_int), (yylsp[0]));
	  }
#line 2506 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 111: /* declaration_specifiers: decl_type  */
#line 541 "/work/main/libdtrace/dt_grammar.y"
                    {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_type(pcb, (yyval.l_node), (yyvsp[0].l_node));
	  }
#line 2515 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 112: /* declaration_specifiers: declaration_specifiers storage_class  */
#line 545 "/work/main/libdtrace/dt_grammar.y"
                                               {
		dt_decl_word(pcb, (yyvsp[-1].l_node), DT_DW_CLASS | (yyvsp[0].l_int), (yylsp[0]));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2524 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 113: /* declaration_specifiers: declaration_specifiers type_keyword  */
#line 549 "/work/main/libdtrace/dt_grammar.y"
                                              {
		dt_decl_word(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_int), (yylsp[0]));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2533 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 114: /* declaration_specifiers: declaration_specifiers type_qualifier  */
#line 553 "/work/main/libdtrace/dt_grammar.y"
                                                {
		dt_decl_word(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_int), (yylsp[0]));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2542 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 115: /* declaration_specifiers: declaration_specifiers decl_type  */
#line 557 "/work/main/libdtrace/dt_grammar.y"
                                           {
		dt_decl_type(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_node));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2551 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 116: /* specifier_qualifier_list: type_keyword  */
#line 564 "/work/main/libdtrace/dt_grammar.y"
                       {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_word(pcb, (yyval.l_node), (yyvsp[0].l_int), (yylsp[0]));
	  }
#line 2560 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 117: /* specifier_qualifier_list: type_qualifier  */
#line 568 "/work/main/libdtrace/dt_grammar.y"
                         {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_word(pcb, (yyval.l_node), (yyvsp[0].l_int), (yylsp[0]));
	  }
#line 2569 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 118: /* specifier_qualifier_list: decl_type  */
#line 572 "/work/main/libdtrace/dt_grammar.y"
                    {
		(yyval.l_node) = dt_decl_new(pcb, (yylsp[0]));
		dt_decl_type(pcb, (yyval.l_node), (yyvsp[0].l_node));
	  }
#line 2578 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 119: /* specifier_qualifier_list: specifier_qualifier_list type_keyword  */
#line 576 "/work/main/libdtrace/dt_grammar.y"
                                                {
		dt_decl_word(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_int), (yylsp[0]));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2587 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 120: /* specifier_qualifier_list: specifier_qualifier_list type_qualifier  */
#line 580 "/work/main/libdtrace/dt_grammar.y"
                                                  {
		dt_decl_word(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_int), (yylsp[0]));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2596 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 121: /* specifier_qualifier_list: specifier_qualifier_list decl_type  */
#line 584 "/work/main/libdtrace/dt_grammar.y"
                                             {
		dt_decl_type(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_node));
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2605 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 122: /* storage_class: DT_KEY_AUTO  */
#line 591 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_AUTO; }
#line 2611 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 123: /* storage_class: DT_KEY_REGISTER  */
#line 592 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_REGISTER; }
#line 2617 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 124: /* storage_class: DT_KEY_STATIC  */
#line 593 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_STATIC; }
#line 2623 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 125: /* storage_class: DT_KEY_EXTERN  */
#line 594 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_EXTERN; }
#line 2629 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 126: /* storage_class: DT_KEY_TYPEDEF  */
#line 595 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_TYPEDEF; }
#line 2635 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 127: /* storage_class: DT_KEY_SELF  */
#line 596 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_SELF; }
#line 2641 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 128: /* storage_class: DT_KEY_THIS  */
#line 597 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DC_THIS; }
#line 2647 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 129: /* type_keyword: DT_KEY_VOID  */
#line 601 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_VOID; }
#line 2653 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 130: /* type_keyword: DT_KEY_CHAR  */
#line 602 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_CHAR; }
#line 2659 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 131: /* type_keyword: DT_KEY_SHORT  */
#line 603 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_SHORT; }
#line 2665 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 132: /* type_keyword: DT_KEY_INT  */
#line 604 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_INT; }
#line 2671 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 133: /* type_keyword: DT_KEY_LONG  */
#line 605 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_LONG; }
#line 2677 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 134: /* type_keyword: DT_KEY_FLOAT  */
#line 606 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_FLOAT; }
#line 2683 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 135: /* type_keyword: DT_KEY_DOUBLE  */
#line 607 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_DOUBLE; }
#line 2689 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 136: /* type_keyword: DT_KEY_SIGNED  */
#line 608 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_SIGNED; }
#line 2695 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 137: /* type_keyword: DT_KEY_UNSIGNED  */
#line 609 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_UNSIGNED; }
#line 2701 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 138: /* type_keyword: DT_KEY_STRING  */
#line 610 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_STRING; }
#line 2707 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 139: /* type_keyword: DT_KEY_BOOL  */
#line 611 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_BOOL; }
#line 2713 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 140: /* type_qualifier: DT_KEY_CONST  */
#line 615 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_CONST; }
#line 2719 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 141: /* type_qualifier: DT_KEY_VOLATILE  */
#line 616 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_VOLATILE; }
#line 2725 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 142: /* type_qualifier: DT_KEY_RESTRICT  */
#line 617 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_DS_RESTRICT; }
#line 2731 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 144: /* type_qualifier_list: type_qualifier_list type_qualifier  */
#line 622 "/work/main/libdtrace/dt_grammar.y"
                                             { (yyval.l_int) = (yyvsp[-1].l_int) | (yyvsp[0].l_int); }
#line 2737 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 148: /* struct_or_union_specifier: struct_or_union '{' struct_declaration_list '}'  */
#line 632 "/work/main/libdtrace/dt_grammar.y"
                                                          {
		(yyval.l_node) = dt_sou(pcb, (yyvsp[-3].l_int), NULL, (yyvsp[-1].l_node), (yylsp[-3]));
	  }
#line 2745 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 149: /* struct_or_union_specifier: struct_or_union DT_TOK_IDENT '{' struct_declaration_list '}'  */
#line 635 "/work/main/libdtrace/dt_grammar.y"
                                                                       {
		(yyval.l_node) = dt_sou(pcb, (yyvsp[-4].l_int), (yyvsp[-3].l_node), (yyvsp[-1].l_node), (yylsp[-4]));
	  }
#line 2753 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 150: /* struct_or_union_specifier: struct_or_union DT_TOK_IDENT  */
#line 638 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_sou(pcb, (yyvsp[-1].l_int), (yyvsp[0].l_node), NULL, (yylsp[-1])); }
#line 2759 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 151: /* struct_or_union: DT_KEY_STRUCT  */
#line 642 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_TOK_STRUCT; }
#line 2765 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 152: /* struct_or_union: DT_KEY_UNION  */
#line 643 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_int) = DT_TOK_UNION; }
#line 2771 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 154: /* struct_declaration_list: struct_declaration_list struct_declaration  */
#line 648 "/work/main/libdtrace/dt_grammar.y"
                                                     { (yyval.l_node) = dt_node_link((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 2777 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 155: /* struct_declaration: specifier_qualifier_list struct_declarator_list ';'  */
#line 652 "/work/main/libdtrace/dt_grammar.y"
                                                              {
		(yyvsp[-2].l_node)->dn_list = (yyvsp[-1].l_node);
		(yyval.l_node) = (yyvsp[-2].l_node);
	  }
#line 2786 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 157: /* struct_declarator_list: struct_declarator_list ',' struct_declarator  */
#line 660 "/work/main/libdtrace/dt_grammar.y"
                                                       { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 2792 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 159: /* struct_declarator: ':' constant_expression  */
#line 665 "/work/main/libdtrace/dt_grammar.y"
                                  {
		(yyval.l_node) = dt_dcl_ident(pcb, NULL, (yylsp[-1]));
		(yyval.l_node)->dn_dcl->dk_bitwidth = (yyvsp[0].l_node);
	  }
#line 2801 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 160: /* struct_declarator: declarator ':' constant_expression  */
#line 669 "/work/main/libdtrace/dt_grammar.y"
                                             {
		(yyval.l_node) = (yyvsp[-2].l_node);
		(yyval.l_node)->dn_dcl->dk_bitwidth = (yyvsp[0].l_node);
	  }
#line 2810 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 161: /* enum_specifier: DT_KEY_ENUM '{' enumerator_list '}'  */
#line 676 "/work/main/libdtrace/dt_grammar.y"
                                              {
		(yyval.l_node) = dt_sou(pcb, DT_TOK_ENUM, NULL, (yyvsp[-1].l_node), (yylsp[-3]));
	  }
#line 2818 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 162: /* enum_specifier: DT_KEY_ENUM '{' enumerator_list ',' '}'  */
#line 679 "/work/main/libdtrace/dt_grammar.y"
                                                  {
		(yyval.l_node) = dt_sou(pcb, DT_TOK_ENUM, NULL, (yyvsp[-2].l_node), (yylsp[-4]));
	  }
#line 2826 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 163: /* enum_specifier: DT_KEY_ENUM DT_TOK_IDENT '{' enumerator_list '}'  */
#line 682 "/work/main/libdtrace/dt_grammar.y"
                                                           {
		(yyval.l_node) = dt_sou(pcb, DT_TOK_ENUM, (yyvsp[-3].l_node), (yyvsp[-1].l_node), (yylsp[-4]));
	  }
#line 2834 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 164: /* enum_specifier: DT_KEY_ENUM DT_TOK_IDENT '{' enumerator_list ',' '}'  */
#line 685 "/work/main/libdtrace/dt_grammar.y"
                                                               {
		(yyval.l_node) = dt_sou(pcb, DT_TOK_ENUM, (yyvsp[-4].l_node), (yyvsp[-2].l_node), (yylsp[-5]));
	  }
#line 2842 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 165: /* enum_specifier: DT_KEY_ENUM DT_TOK_IDENT  */
#line 688 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_sou(pcb, DT_TOK_ENUM, (yyvsp[0].l_node), NULL, (yylsp[-1])); }
#line 2848 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 167: /* enumerator_list: enumerator_list ',' enumerator  */
#line 693 "/work/main/libdtrace/dt_grammar.y"
                                         { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 2854 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 168: /* enumerator: member_name  */
#line 697 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_named(pcb, DT_NODE_ENUMERATOR, (yyvsp[0].l_node), NULL); }
#line 2860 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 169: /* enumerator: member_name '=' constant_expression  */
#line 698 "/work/main/libdtrace/dt_grammar.y"
                                              {
		(yyval.l_node) = dt_named(pcb, DT_NODE_ENUMERATOR, (yyvsp[-2].l_node), (yyvsp[0].l_node));
	  }
#line 2868 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 171: /* init_declarator_list: init_declarator_list ',' declarator  */
#line 705 "/work/main/libdtrace/dt_grammar.y"
                                              { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 2874 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 173: /* declarator: pointer direct_declarator  */
#line 714 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move((yyvsp[0].l_node), (yyvsp[-1].l_node)); }
#line 2880 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 174: /* direct_declarator: DT_TOK_IDENT  */
#line 718 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_ident(pcb, (yyvsp[0].l_node), (yylsp[0])); }
#line 2886 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 175: /* direct_declarator: '(' declarator ')'  */
#line 719 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = (yyvsp[-1].l_node); }
#line 2892 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 176: /* direct_declarator: direct_declarator array  */
#line 720 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 2898 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 177: /* direct_declarator: direct_declarator function  */
#line 721 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 2904 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 178: /* pointer: '*'  */
#line 726 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, 0, (yylsp[0])); }
#line 2910 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 179: /* pointer: '*' type_qualifier_list  */
#line 727 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, (yyvsp[0].l_int), (yylsp[-1])); }
#line 2916 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 180: /* pointer: '*' pointer  */
#line 728 "/work/main/libdtrace/dt_grammar.y"
                      {
		(yyval.l_node) = dt_dcl_move((yyvsp[0].l_node), dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, 0, (yylsp[-1])));
	  }
#line 2924 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 181: /* pointer: '*' type_qualifier_list pointer  */
#line 731 "/work/main/libdtrace/dt_grammar.y"
                                          {
		(yyval.l_node) = dt_dcl_move((yyvsp[0].l_node), dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, (yyvsp[-1].l_int), (yylsp[-2])));
	  }
#line 2932 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 182: /* array: '[' ']'  */
#line 737 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_ARRAY, NULL, 0, 0, (yylsp[-1])); }
#line 2938 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 183: /* array: '[' constant_expression ']'  */
#line 738 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_ARRAY, (yyvsp[-1].l_node), 0, 0, (yylsp[-2])); }
#line 2944 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 184: /* array: '[' parameter_list ']'  */
#line 739 "/work/main/libdtrace/dt_grammar.y"
                                 {
		(yyval.l_node) = dt_dcl_frag(pcb, DT_DK_ARRAY, dt_keys(pcb, (yyvsp[-1].l_node)), 0, 0, (yylsp[-2]));
	  }
#line 2952 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 185: /* function: '(' ')'  */
#line 745 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_FUNC, NULL, 0, 0, (yylsp[-1])); }
#line 2958 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 186: /* function: '(' parameter_list ')'  */
#line 746 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_frag(pcb, DT_DK_FUNC, (yyvsp[-1].l_node), 0, 0, (yylsp[-2])); }
#line 2964 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 187: /* function: '(' parameter_list ',' DT_TOK_ELLIPSIS ')'  */
#line 747 "/work/main/libdtrace/dt_grammar.y"
                                                     {
		(yyval.l_node) = dt_dcl_frag(pcb, DT_DK_FUNC, (yyvsp[-3].l_node), 1, 0, (yylsp[-4]));
	  }
#line 2972 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 189: /* parameter_list: parameter_list ',' parameter_declaration  */
#line 754 "/work/main/libdtrace/dt_grammar.y"
                                                   { (yyval.l_node) = dt_node_link((yyvsp[-2].l_node), (yyvsp[0].l_node)); }
#line 2978 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 190: /* parameter_declaration: declaration_specifiers  */
#line 758 "/work/main/libdtrace/dt_grammar.y"
                                 {
		(yyvsp[0].l_node)->dn_list = dt_dcl_ident(pcb, NULL, (yylsp[0]));
		(yyval.l_node) = (yyvsp[0].l_node);
	  }
#line 2987 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 191: /* parameter_declaration: declaration_specifiers declarator  */
#line 762 "/work/main/libdtrace/dt_grammar.y"
                                            {
		(yyvsp[-1].l_node)->dn_list = (yyvsp[0].l_node);
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 2996 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 192: /* parameter_declaration: declaration_specifiers abstract_declarator  */
#line 766 "/work/main/libdtrace/dt_grammar.y"
                                                     {
		(yyvsp[-1].l_node)->dn_list = (yyvsp[0].l_node);
		(yyval.l_node) = (yyvsp[-1].l_node);
	  }
#line 3005 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 193: /* type_name: specifier_qualifier_list  */
#line 773 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_node_type(pcb, (yyvsp[0].l_node), NULL); }
#line 3011 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 194: /* type_name: specifier_qualifier_list abstract_declarator  */
#line 774 "/work/main/libdtrace/dt_grammar.y"
                                                       { (yyval.l_node) = dt_node_type(pcb, (yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 3017 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 195: /* abstract_declarator: pointer  */
#line 778 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move(dt_dcl_ident(pcb, NULL, (yylsp[0])), (yyvsp[0].l_node)); }
#line 3023 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 197: /* abstract_declarator: pointer direct_abstract_declarator  */
#line 780 "/work/main/libdtrace/dt_grammar.y"
                                             { (yyval.l_node) = dt_dcl_move((yyvsp[0].l_node), (yyvsp[-1].l_node)); }
#line 3029 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 198: /* direct_abstract_declarator: '(' abstract_declarator ')'  */
#line 784 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = (yyvsp[-1].l_node); }
#line 3035 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 199: /* direct_abstract_declarator: array  */
#line 785 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move(dt_dcl_ident(pcb, NULL, (yylsp[0])), (yyvsp[0].l_node)); }
#line 3041 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 200: /* direct_abstract_declarator: direct_abstract_declarator array  */
#line 786 "/work/main/libdtrace/dt_grammar.y"
                                           { (yyval.l_node) = dt_dcl_move((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 3047 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 201: /* direct_abstract_declarator: function  */
#line 787 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = dt_dcl_move(dt_dcl_ident(pcb, NULL, (yylsp[0])), (yyvsp[0].l_node)); }
#line 3053 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 202: /* direct_abstract_declarator: direct_abstract_declarator function  */
#line 788 "/work/main/libdtrace/dt_grammar.y"
                                              { (yyval.l_node) = dt_dcl_move((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 3059 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 203: /* inline_definition: DT_KEY_INLINE declaration_specifiers declarator '=' assignment_expression ';'  */
#line 793 "/work/main/libdtrace/dt_grammar.y"
                                                                                        {
		(yyval.l_node) = dt_kind_at(pcb, DT_NODE_INLINE, (yyvsp[-1].l_node), (yylsp[-5]));
		(yyvsp[-4].l_node)->dn_list = (yyvsp[-3].l_node);
		(yyval.l_node)->dn_decl = (yyvsp[-4].l_node);
	  }
#line 3069 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 204: /* translator_definition: DT_KEY_XLATOR type_name '<' type_name DT_TOK_IDENT '>' '{' translator_member_list '}' ';'  */
#line 803 "/work/main/libdtrace/dt_grammar.y"
                                             {
		(yyval.l_node) = dt_named(pcb, DT_NODE_XLATOR, (yyvsp[-5].l_node), (yyvsp[-6].l_node));
		(yyval.l_node)->dn_line = (yylsp[-9]);
		(yyval.l_node)->dn_decl = (yyvsp[-8].l_node);
		(yyval.l_node)->dn_list = (yyvsp[-2].l_node);
	  }
#line 3080 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 205: /* translator_member_list: %empty  */
#line 812 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = NULL; }
#line 3086 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 206: /* translator_member_list: translator_member_list translator_member  */
#line 813 "/work/main/libdtrace/dt_grammar.y"
                                                   { (yyval.l_node) = dt_node_link((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 3092 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 207: /* translator_member: member_name '=' assignment_expression ';'  */
#line 817 "/work/main/libdtrace/dt_grammar.y"
                                                    {
		(yyval.l_node) = dt_named(pcb, DT_NODE_MEMBER, (yyvsp[-3].l_node), (yyvsp[-1].l_node));
	  }
#line 3100 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 208: /* provider_definition: DT_KEY_PROVIDER DT_TOK_IDENT '{' provider_probe_list '}' ';'  */
#line 824 "/work/main/libdtrace/dt_grammar.y"
                                                                       {
		(yyval.l_node) = dt_named(pcb, DT_NODE_PROVIDER, (yyvsp[-4].l_node), NULL);
		(yyval.l_node)->dn_line = (yylsp[-5]);
		(yyval.l_node)->dn_list = (yyvsp[-2].l_node);
	  }
#line 3110 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 209: /* provider_probe_list: %empty  */
#line 832 "/work/main/libdtrace/dt_grammar.y"
                                        { (yyval.l_node) = NULL; }
#line 3116 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 210: /* provider_probe_list: provider_probe_list provider_probe  */
#line 833 "/work/main/libdtrace/dt_grammar.y"
                                             { (yyval.l_node) = dt_node_link((yyvsp[-1].l_node), (yyvsp[0].l_node)); }
#line 3122 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 211: /* provider_probe: DT_KEY_PROBE DT_TOK_IDENT function ';'  */
#line 837 "/work/main/libdtrace/dt_grammar.y"
                                                 {
		(yyval.l_node) = dt_named(pcb, DT_NODE_PROBE, (yyvsp[-2].l_node), NULL);
		(yyval.l_node)->dn_line = (yylsp[-3]);
		(yyval.l_node)->dn_args = (yyvsp[-1].l_node)->dn_dcl->dk_args;
		if ((yyvsp[-1].l_node)->dn_dcl->dk_varargs)
			(yyval.l_node)->dn_flags |= DT_NF_VARARGS;
	  }
#line 3134 "/work/main/build-parsecheck/dt_grammar.c"
    break;

  case 212: /* provider_probe: DT_KEY_PROBE DT_TOK_IDENT function ':' function ';'  */
#line 844 "/work/main/libdtrace/dt_grammar.y"
                                                              {
		(yyval.l_node) = dt_named(pcb, DT_NODE_PROBE, (yyvsp[-4].l_node), NULL);
		(yyval.l_node)->dn_line = (yylsp[-5]);
		(yyval.l_node)->dn_args = (yyvsp[-3].l_node)->dn_dcl->dk_args;
		(yyval.l_node)->dn_list = (yyvsp[-1].l_node)->dn_dcl->dk_args;
		if ((yyvsp[-3].l_node)->dn_dcl->dk_varargs || (yyvsp[-1].l_node)->dn_dcl->dk_varargs)
			(yyval.l_node)->dn_flags |= DT_NF_VARARGS;
	  }
#line 3147 "/work/main/build-parsecheck/dt_grammar.c"
    break;


#line 3151 "/work/main/build-parsecheck/dt_grammar.c"

      default: break;
    }
  /* User semantic actions sometimes alter yychar, and that requires
     that yytoken be updated with the new translation.  We take the
     approach of translating immediately before every use of yytoken.
     One alternative is translating here after every semantic action,
     but that translation would be missed if the semantic action invokes
     YYABORT, YYACCEPT, or YYERROR immediately after altering yychar or
     if it invokes YYBACKUP.  In the case of YYABORT or YYACCEPT, an
     incorrect destructor might then be invoked immediately.  In the
     case of YYERROR or YYBACKUP, subsequent parser actions might lead
     to an incorrect destructor call or verbose syntax error message
     before the lookahead is translated.  */
  YY_SYMBOL_PRINT ("-> $$ =", YY_CAST (yysymbol_kind_t, yyr1[yyn]), &yyval, &yyloc);

  YYPOPSTACK (yylen);
  yylen = 0;

  *++yyvsp = yyval;
  *++yylsp = yyloc;

  /* Now 'shift' the result of the reduction.  Determine what state
     that goes to, based on the state we popped back to and the rule
     number reduced by.  */
  {
    const int yylhs = yyr1[yyn] - YYNTOKENS;
    const int yyi = yypgoto[yylhs] + *yyssp;
    yystate = (0 <= yyi && yyi <= YYLAST && yycheck[yyi] == *yyssp
               ? yytable[yyi]
               : yydefgoto[yylhs]);
  }

  goto yynewstate;


/*--------------------------------------.
| yyerrlab -- here on detecting error.  |
`--------------------------------------*/
yyerrlab:
  /* Make sure we have latest lookahead translation.  See comments at
     user semantic actions for why this is necessary.  */
  yytoken = yychar == DT_YYEMPTY ? YYSYMBOL_YYEMPTY : YYTRANSLATE (yychar);
  /* If not already recovering from an error, report this error.  */
  if (!yyerrstatus)
    {
      ++yynerrs;
      yyerror (&yylloc, pcb, YY_("syntax error"));
    }

  yyerror_range[1] = yylloc;
  if (yyerrstatus == 3)
    {
      /* If just tried and failed to reuse lookahead token after an
         error, discard it.  */

      if (yychar <= DT_YYEOF)
        {
          /* Return failure if at end of input.  */
          if (yychar == DT_YYEOF)
            YYABORT;
        }
      else
        {
          yydestruct ("Error: discarding",
                      yytoken, &yylval, &yylloc, pcb);
          yychar = DT_YYEMPTY;
        }
    }

  /* Else will try to reuse lookahead token after shifting the error
     token.  */
  goto yyerrlab1;


/*---------------------------------------------------.
| yyerrorlab -- error raised explicitly by YYERROR.  |
`---------------------------------------------------*/
yyerrorlab:
  /* Pacify compilers when the user code never invokes YYERROR and the
     label yyerrorlab therefore never appears in user code.  */
  if (0)
    YYERROR;
  ++yynerrs;

  /* Do not reclaim the symbols of the rule whose action triggered
     this YYERROR.  */
  YYPOPSTACK (yylen);
  yylen = 0;
  YY_STACK_PRINT (yyss, yyssp);
  yystate = *yyssp;
  goto yyerrlab1;


/*-------------------------------------------------------------.
| yyerrlab1 -- common code for both syntax error and YYERROR.  |
`-------------------------------------------------------------*/
yyerrlab1:
  yyerrstatus = 3;      /* Each real token shifted decrements this.  */

  /* Pop stack until we find a state that shifts the error token.  */
  for (;;)
    {
      yyn = yypact[yystate];
      if (!yypact_value_is_default (yyn))
        {
          yyn += YYSYMBOL_YYerror;
          if (0 <= yyn && yyn <= YYLAST && yycheck[yyn] == YYSYMBOL_YYerror)
            {
              yyn = yytable[yyn];
              if (0 < yyn)
                break;
            }
        }

      /* Pop the current state because it cannot handle the error token.  */
      if (yyssp == yyss)
        YYABORT;

      yyerror_range[1] = *yylsp;
      yydestruct ("Error: popping",
                  YY_ACCESSING_SYMBOL (yystate), yyvsp, yylsp, pcb);
      YYPOPSTACK (1);
      yystate = *yyssp;
      YY_STACK_PRINT (yyss, yyssp);
    }

  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  *++yyvsp = yylval;
  YY_IGNORE_MAYBE_UNINITIALIZED_END

  yyerror_range[2] = yylloc;
  ++yylsp;
  YYLLOC_DEFAULT (*yylsp, yyerror_range, 2);

  /* Shift the error token.  */
  YY_SYMBOL_PRINT ("Shifting", YY_ACCESSING_SYMBOL (yyn), yyvsp, yylsp);

  yystate = yyn;
  goto yynewstate;


/*-------------------------------------.
| yyacceptlab -- YYACCEPT comes here.  |
`-------------------------------------*/
yyacceptlab:
  yyresult = 0;
  goto yyreturnlab;


/*-----------------------------------.
| yyabortlab -- YYABORT comes here.  |
`-----------------------------------*/
yyabortlab:
  yyresult = 1;
  goto yyreturnlab;


/*-----------------------------------------------------------.
| yyexhaustedlab -- YYNOMEM (memory exhaustion) comes here.  |
`-----------------------------------------------------------*/
yyexhaustedlab:
  yyerror (&yylloc, pcb, YY_("memory exhausted"));
  yyresult = 2;
  goto yyreturnlab;


/*----------------------------------------------------------.
| yyreturnlab -- parsing is finished, clean up and return.  |
`----------------------------------------------------------*/
yyreturnlab:
  if (yychar != DT_YYEMPTY)
    {
      /* Make sure we have latest lookahead translation.  See comments at
         user semantic actions for why this is necessary.  */
      yytoken = YYTRANSLATE (yychar);
      yydestruct ("Cleanup: discarding lookahead",
                  yytoken, &yylval, &yylloc, pcb);
    }
  /* Do not reclaim the symbols of the rule whose action triggered
     this YYABORT or YYACCEPT.  */
  YYPOPSTACK (yylen);
  YY_STACK_PRINT (yyss, yyssp);
  while (yyssp != yyss)
    {
      yydestruct ("Cleanup: popping",
                  YY_ACCESSING_SYMBOL (+*yyssp), yyvsp, yylsp, pcb);
      YYPOPSTACK (1);
    }
#ifndef yyoverflow
  if (yyss != yyssa)
    YYSTACK_FREE (yyss);
#endif

  return yyresult;
}

#line 854 "/work/main/libdtrace/dt_grammar.y"


/*
 * Bison's only messages are "syntax error" and "memory exhausted"; DTrace
 * names the token where the parse failed.
 */
void dt_yyerror(DT_YYLTYPE *loc, dt_pcb_t *pcb, const char *msg)
{
	const char *tok = dt_lex_token_text(pcb);

	if (strcmp(msg, "syntax error") != 0)
		dt_pcb_error(pcb, D_UNKNOWN, *loc, "%s", msg);
	if (tok == NULL)
		dt_pcb_error(pcb, D_SYNTAX, *loc, "syntax error near end of input");
	dt_pcb_error(pcb, D_SYNTAX, *loc, "syntax error near \"%s\"", tok);
}
