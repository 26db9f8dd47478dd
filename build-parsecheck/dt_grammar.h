/* A Bison parser, made by GNU Bison 3.8.2.  */

/* Bison interface for Yacc-like parsers in C

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

/* DO NOT RELY ON FEATURES THAT ARE NOT DOCUMENTED in the manual,
   especially those whose name start with YY_ or yy_.  They are
   private implementation details that can be changed or removed.  */

#ifndef YY_DT_YY_WORK_MAIN_BUILD_PARSECHECK_DT_GRAMMAR_H_INCLUDED
# define YY_DT_YY_WORK_MAIN_BUILD_PARSECHECK_DT_GRAMMAR_H_INCLUDED
/* Debug traces.  */
#ifndef DT_YYDEBUG
# if defined YYDEBUG
#if YYDEBUG
#   define DT_YYDEBUG 1
#  else
#   define DT_YYDEBUG 0
#  endif
# else /* ! defined YYDEBUG */
#  define DT_YYDEBUG 0
# endif /* ! defined YYDEBUG */
#endif  /* ! defined DT_YYDEBUG */
#if DT_YYDEBUG
extern int dt_yydebug;
#endif
/* "%code requires" blocks.  */
#line 11 "/work/main/libdtrace/dt_grammar.y"

#include "dt_pcb.h"
#define DT_YYLTYPE int
#define DT_YYLTYPE_IS_DECLARED 1

#line 63 "/work/main/build-parsecheck/dt_grammar.h"

/* Token kinds.  */
#ifndef DT_YYTOKENTYPE
# define DT_YYTOKENTYPE
  enum dt_yytokentype
  {
    DT_YYEMPTY = -2,
    DT_YYEOF = 0,                  /* "end of file"  */
    DT_YYerror = 256,              /* error  */
    DT_YYUNDEF = 257,              /* "invalid token"  */
    DT_TOK_INT = 258,              /* DT_TOK_INT  */
    DT_TOK_STRING = 259,           /* DT_TOK_STRING  */
    DT_TOK_IDENT = 260,            /* DT_TOK_IDENT  */
    DT_TOK_TNAME = 261,            /* DT_TOK_TNAME  */
    DT_TOK_AGG = 262,              /* DT_TOK_AGG  */
    DT_TOK_PSPEC = 263,            /* DT_TOK_PSPEC  */
    DT_TOK_BPRED = 264,            /* DT_TOK_BPRED  */
    DT_TOK_EPRED = 265,            /* DT_TOK_EPRED  */
    DT_TOK_PTR = 266,              /* DT_TOK_PTR  */
    DT_TOK_INC = 267,              /* DT_TOK_INC  */
    DT_TOK_DEC = 268,              /* DT_TOK_DEC  */
    DT_TOK_LSH = 269,              /* DT_TOK_LSH  */
    DT_TOK_RSH = 270,              /* DT_TOK_RSH  */
    DT_TOK_LE = 271,               /* DT_TOK_LE  */
    DT_TOK_GE = 272,               /* DT_TOK_GE  */
    DT_TOK_EQU = 273,              /* DT_TOK_EQU  */
    DT_TOK_NEQ = 274,              /* DT_TOK_NEQ  */
    DT_TOK_LAND = 275,             /* DT_TOK_LAND  */
    DT_TOK_LXOR = 276,             /* DT_TOK_LXOR  */
    DT_TOK_LOR = 277,              /* DT_TOK_LOR  */
    DT_TOK_ELLIPSIS = 278,         /* DT_TOK_ELLIPSIS  */
    DT_TOK_ADD_EQ = 279,           /* DT_TOK_ADD_EQ  */
    DT_TOK_SUB_EQ = 280,           /* DT_TOK_SUB_EQ  */
    DT_TOK_MUL_EQ = 281,           /* DT_TOK_MUL_EQ  */
    DT_TOK_DIV_EQ = 282,           /* DT_TOK_DIV_EQ  */
    DT_TOK_MOD_EQ = 283,           /* DT_TOK_MOD_EQ  */
    DT_TOK_AND_EQ = 284,           /* DT_TOK_AND_EQ  */
    DT_TOK_XOR_EQ = 285,           /* DT_TOK_XOR_EQ  */
    DT_TOK_OR_EQ = 286,            /* DT_TOK_OR_EQ  */
    DT_TOK_LSH_EQ = 287,           /* DT_TOK_LSH_EQ  */
    DT_TOK_RSH_EQ = 288,           /* DT_TOK_RSH_EQ  */
    DT_TOK_RESERVED = 289,         /* DT_TOK_RESERVED  */
    DT_KEY_AUTO = 290,             /* DT_KEY_AUTO  */
    DT_KEY_BOOL = 291,             /* DT_KEY_BOOL  */
    DT_KEY_CHAR = 292,             /* DT_KEY_CHAR  */
    DT_KEY_CONST = 293,            /* DT_KEY_CONST  */
    DT_KEY_DOUBLE = 294,           /* DT_KEY_DOUBLE  */
    DT_KEY_ENUM = 295,             /* DT_KEY_ENUM  */
    DT_KEY_EXTERN = 296,           /* DT_KEY_EXTERN  */
    DT_KEY_FLOAT = 297,            /* DT_KEY_FLOAT  */
    DT_KEY_INLINE = 298,           /* DT_KEY_INLINE  */
    DT_KEY_INT = 299,              /* DT_KEY_INT  */
    DT_KEY_LONG = 300,             /* DT_KEY_LONG  */
    DT_KEY_OFFSETOF = 301,         /* DT_KEY_OFFSETOF  */
    DT_KEY_PROBE = 302,            /* DT_KEY_PROBE  */
    DT_KEY_PROVIDER = 303,         /* DT_KEY_PROVIDER  */
    DT_KEY_REGISTER = 304,         /* DT_KEY_REGISTER  */
    DT_KEY_RESTRICT = 305,         /* DT_KEY_RESTRICT  */
    DT_KEY_SELF = 306,             /* DT_KEY_SELF  */
    DT_KEY_SHORT = 307,            /* DT_KEY_SHORT  */
    DT_KEY_SIGNED = 308,           /* DT_KEY_SIGNED  */
    DT_KEY_SIZEOF = 309,           /* DT_KEY_SIZEOF  */
    DT_KEY_STATIC = 310,           /* DT_KEY_STATIC  */
    DT_KEY_STRING = 311,           /* DT_KEY_STRING  */
    DT_KEY_STRINGOF = 312,         /* DT_KEY_STRINGOF  */
    DT_KEY_STRUCT = 313,           /* DT_KEY_STRUCT  */
    DT_KEY_THIS = 314,             /* DT_KEY_THIS  */
    DT_KEY_XLATOR = 315,           /* DT_KEY_XLATOR  */
    DT_KEY_TYPEDEF = 316,          /* DT_KEY_TYPEDEF  */
    DT_KEY_UNION = 317,            /* DT_KEY_UNION  */
    DT_KEY_UNSIGNED = 318,         /* DT_KEY_UNSIGNED  */
    DT_KEY_VOID = 319,             /* DT_KEY_VOID  */
    DT_KEY_VOLATILE = 320,         /* DT_KEY_VOLATILE  */
    DT_KEY_XLATE = 321             /* DT_KEY_XLATE  */
  };
  typedef enum dt_yytokentype dt_yytoken_kind_t;
#endif

/* Value type.  */
#if ! defined DT_YYSTYPE && ! defined DT_YYSTYPE_IS_DECLARED
union DT_YYSTYPE
{
#line 150 "/work/main/libdtrace/dt_grammar.y"

	dt_node_t *l_node;
	int l_int;

#line 151 "/work/main/build-parsecheck/dt_grammar.h"

};
typedef union DT_YYSTYPE DT_YYSTYPE;
# define DT_YYSTYPE_IS_TRIVIAL 1
# define DT_YYSTYPE_IS_DECLARED 1
#endif

/* Location type.  */
#if ! defined DT_YYLTYPE && ! defined DT_YYLTYPE_IS_DECLARED
typedef struct DT_YYLTYPE DT_YYLTYPE;
struct DT_YYLTYPE
{
  int first_line;
  int first_column;
  int last_line;
  int last_column;
};
# define DT_YYLTYPE_IS_DECLARED 1
# define DT_YYLTYPE_IS_TRIVIAL 1
#endif




int dt_yyparse (dt_pcb_t *pcb);

/* "%code provides" blocks.  */
#line 17 "/work/main/libdtrace/dt_grammar.y"

extern int dt_yylex(DT_YYSTYPE *, DT_YYLTYPE *, dt_pcb_t *);
extern void dt_yyerror(DT_YYLTYPE *, dt_pcb_t *, const char *);
extern int dt_yyparse(dt_pcb_t *);
/* dt_lex.l */
extern void dt_lex_init(dt_pcb_t *);
extern void dt_lex_fini(dt_pcb_t *);
extern void dt_lex_typedef(dt_pcb_t *, const char *);
extern const char *dt_lex_token_text(dt_pcb_t *);

#line 190 "/work/main/build-parsecheck/dt_grammar.h"

#endif /* !YY_DT_YY_WORK_MAIN_BUILD_PARSECHECK_DT_GRAMMAR_H_INCLUDED  */
