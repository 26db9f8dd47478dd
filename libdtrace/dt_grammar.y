/*
 * The D grammar (step 2 of the flow in DESIGN.md).
 *
 * A pure bison parser fed by the reentrant lexer of dt_lex.l; it builds the
 * tree of dt_parser.h into pcb->pcb_root (a DT_NODE_PROG).  Token values are
 * nodes made by the lexer, so that nothing is lost if an error unwinds the
 * parser.  The locations are plain line numbers.  No type checking happens
 * here: dt_cook.c does that on the finished tree.
 */

%code requires {
#include "dt_pcb.h"
#define DT_YYLTYPE int
#define DT_YYLTYPE_IS_DECLARED 1
}

%code provides {
extern int dt_yylex(DT_YYSTYPE *, DT_YYLTYPE *, dt_pcb_t *);
extern void dt_yyerror(DT_YYLTYPE *, dt_pcb_t *, const char *);
extern int dt_yyparse(dt_pcb_t *);
/* dt_lex.l */
extern void dt_lex_init(dt_pcb_t *);
extern void dt_lex_fini(dt_pcb_t *);
extern void dt_lex_typedef(dt_pcb_t *, const char *);
extern const char *dt_lex_token_text(dt_pcb_t *);
}

%code {
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
}

%define api.pure full
%define api.prefix {dt_yy}
%locations
%parse-param {dt_pcb_t *pcb}
%lex-param {dt_pcb_t *pcb}
%expect 0

%union {
	dt_node_t *l_node;
	int l_int;
}

/* value tokens: nodes made by the lexer */
%token <l_node> DT_TOK_INT DT_TOK_STRING DT_TOK_IDENT DT_TOK_TNAME
%token <l_node> DT_TOK_AGG DT_TOK_PSPEC

%token DT_TOK_BPRED DT_TOK_EPRED
%token DT_TOK_PTR DT_TOK_INC DT_TOK_DEC DT_TOK_LSH DT_TOK_RSH
%token DT_TOK_LE DT_TOK_GE DT_TOK_EQU DT_TOK_NEQ
%token DT_TOK_LAND DT_TOK_LXOR DT_TOK_LOR DT_TOK_ELLIPSIS
%token DT_TOK_ADD_EQ DT_TOK_SUB_EQ DT_TOK_MUL_EQ DT_TOK_DIV_EQ DT_TOK_MOD_EQ
%token DT_TOK_AND_EQ DT_TOK_XOR_EQ DT_TOK_OR_EQ DT_TOK_LSH_EQ DT_TOK_RSH_EQ
/* reserved words that D does not use (if, for, while, ...) */
%token DT_TOK_RESERVED

%token DT_KEY_AUTO DT_KEY_BOOL DT_KEY_CHAR DT_KEY_CONST DT_KEY_DOUBLE
%token DT_KEY_ENUM DT_KEY_EXTERN DT_KEY_FLOAT DT_KEY_INLINE DT_KEY_INT
%token DT_KEY_LONG DT_KEY_OFFSETOF DT_KEY_PROBE DT_KEY_PROVIDER
%token DT_KEY_REGISTER DT_KEY_RESTRICT DT_KEY_SELF DT_KEY_SHORT
%token DT_KEY_SIGNED DT_KEY_SIZEOF DT_KEY_STATIC DT_KEY_STRING
%token DT_KEY_STRINGOF DT_KEY_STRUCT DT_KEY_THIS DT_KEY_XLATOR
%token DT_KEY_TYPEDEF DT_KEY_UNION DT_KEY_UNSIGNED DT_KEY_VOID
%token DT_KEY_VOLATILE DT_KEY_XLATE

%type <l_node> translation_unit external_decl probe_definition
%type <l_node> probe_specifiers statement_list statement_list_impl statement
%type <l_node> expression assignment_expression conditional_expression
%type <l_node> constant_expression logical_or_expression logical_xor_expression
%type <l_node> logical_and_expression inclusive_or_expression
%type <l_node> exclusive_or_expression and_expression equality_expression
%type <l_node> relational_expression shift_expression additive_expression
%type <l_node> multiplicative_expression cast_expression unary_expression
%type <l_node> postfix_expression primary_expression argument_expression_list
%type <l_node> declaration declaration_specifiers specifier_qualifier_list
%type <l_node> decl_type init_declarator_list declarator direct_declarator
%type <l_node> pointer array function parameter_list parameter_declaration
%type <l_node> abstract_declarator direct_abstract_declarator type_name
%type <l_node> struct_or_union_specifier struct_declaration_list
%type <l_node> struct_declaration struct_declarator_list struct_declarator
%type <l_node> enum_specifier enumerator_list enumerator
%type <l_node> inline_definition translator_definition translator_member_list
%type <l_node> translator_member member_name provider_definition
%type <l_node> provider_probe_list provider_probe
%type <l_int> unary_operator assignment_operator storage_class type_keyword
%type <l_int> type_qualifier type_qualifier_list struct_or_union

%start program

%%

program:
	  translation_unit {
		pcb->pcb_root = dt_node_alloc(pcb, DT_NODE_PROG);
		pcb->pcb_root->dn_list = dt_node_rev($1);
		pcb->pcb_root->dn_line = 1;
	  }
	;

/* built in reverse (prepending is O(1)); program reverses it */
translation_unit:
	  %empty			{ $$ = NULL; }
	| translation_unit external_decl { $2->dn_next = $1; $$ = $2; }
	;

external_decl:
	  probe_definition
	| declaration
	| inline_definition
	| translator_definition
	| provider_definition
	;

probe_definition:
	  probe_specifiers {
		/*
		 * dtrace -n BEGIN means "BEGIN with the default action"; in a
		 * file, the predicate or body was probably forgotten.
		 */
		if (pcb->pcb_pspec == DTRACE_PROBESPEC_NONE)
			dt_pcb_error(pcb, D_SYNTAX, $1->dn_line, "expected predicate "
				     "and/or actions following probe description");
		$$ = dt_clause(pcb, $1, NULL, NULL);
	  }
	| probe_specifiers '{' statement_list '}' {
		$$ = dt_clause(pcb, $1, NULL, $3);
	  }
	| probe_specifiers DT_TOK_BPRED expression DT_TOK_EPRED {
		dt_pcb_error(pcb, D_SYNTAX, $3->dn_line, "expected actions { } "
			     "following probe description and predicate");
	  }
	| probe_specifiers DT_TOK_BPRED expression DT_TOK_EPRED
	  '{' statement_list '}' {
		$$ = dt_clause(pcb, $1, $3, $6);
	  }
	;

probe_specifiers:
	  DT_TOK_PSPEC
	| probe_specifiers ',' DT_TOK_PSPEC	{ $$ = dt_node_link($1, $3); }
	;

statement_list:
	  statement_list_impl		{ $$ = dt_node_rev($1); }
	| statement_list_impl expression {
		dt_node_t *s = dt_kind_at(pcb, DT_NODE_DEXPR, $2, $2->dn_line);

		s->dn_next = $1;
		$$ = dt_node_rev(s);
	  }
	;

/* reversed, like translation_unit */
statement_list_impl:
	  %empty			{ $$ = NULL; }
	| statement_list_impl statement {
		$$ = $1;
		if ($2 != NULL) {
			$2->dn_next = $1;
			$$ = $2;
		}
	  }
	;

statement:
	  ';'				{ $$ = NULL; }
	| expression ';'		{ $$ = dt_kind_at(pcb, DT_NODE_DEXPR, $1, $1->dn_line); }
	;

/* Expressions, from the lowest precedence to the highest (section 5). */

expression:
	  assignment_expression
	| expression ',' assignment_expression {
		$$ = dt_op2_at(pcb, DT_OP_COMMA, $1, $3, @2);
	  }
	;

assignment_expression:
	  conditional_expression
	| unary_expression assignment_operator assignment_expression {
		$$ = dt_op2_at(pcb, $2, $1, $3, @2);
	  }
	;

assignment_operator:
	  '='				{ $$ = DT_OP_ASGN; }
	| DT_TOK_ADD_EQ			{ $$ = DT_OP_ADD_EQ; }
	| DT_TOK_SUB_EQ			{ $$ = DT_OP_SUB_EQ; }
	| DT_TOK_MUL_EQ			{ $$ = DT_OP_MUL_EQ; }
	| DT_TOK_DIV_EQ			{ $$ = DT_OP_DIV_EQ; }
	| DT_TOK_MOD_EQ			{ $$ = DT_OP_MOD_EQ; }
	| DT_TOK_AND_EQ			{ $$ = DT_OP_AND_EQ; }
	| DT_TOK_XOR_EQ			{ $$ = DT_OP_XOR_EQ; }
	| DT_TOK_OR_EQ			{ $$ = DT_OP_OR_EQ; }
	| DT_TOK_LSH_EQ			{ $$ = DT_OP_LSH_EQ; }
	| DT_TOK_RSH_EQ			{ $$ = DT_OP_RSH_EQ; }
	;

conditional_expression:
	  logical_or_expression
	| logical_or_expression '?' expression ':' conditional_expression {
		$$ = dt_node_op3(pcb, $1, $3, $5);
		$$->dn_line = @2;
	  }
	;

constant_expression:
	  conditional_expression
	;

logical_or_expression:
	  logical_xor_expression
	| logical_or_expression DT_TOK_LOR logical_xor_expression {
		$$ = dt_op2_at(pcb, DT_OP_LOR, $1, $3, @2);
	  }
	;

logical_xor_expression:
	  logical_and_expression
	| logical_xor_expression DT_TOK_LXOR logical_and_expression {
		$$ = dt_op2_at(pcb, DT_OP_LXOR, $1, $3, @2);
	  }
	;

logical_and_expression:
	  inclusive_or_expression
	| logical_and_expression DT_TOK_LAND inclusive_or_expression {
		$$ = dt_op2_at(pcb, DT_OP_LAND, $1, $3, @2);
	  }
	;

inclusive_or_expression:
	  exclusive_or_expression
	| inclusive_or_expression '|' exclusive_or_expression {
		$$ = dt_op2_at(pcb, DT_OP_BOR, $1, $3, @2);
	  }
	;

exclusive_or_expression:
	  and_expression
	| exclusive_or_expression '^' and_expression {
		$$ = dt_op2_at(pcb, DT_OP_XOR, $1, $3, @2);
	  }
	;

and_expression:
	  equality_expression
	| and_expression '&' equality_expression {
		$$ = dt_op2_at(pcb, DT_OP_BAND, $1, $3, @2);
	  }
	;

equality_expression:
	  relational_expression
	| equality_expression DT_TOK_EQU relational_expression {
		$$ = dt_op2_at(pcb, DT_OP_EQU, $1, $3, @2);
	  }
	| equality_expression DT_TOK_NEQ relational_expression {
		$$ = dt_op2_at(pcb, DT_OP_NEQ, $1, $3, @2);
	  }
	;

relational_expression:
	  shift_expression
	| relational_expression '<' shift_expression {
		$$ = dt_op2_at(pcb, DT_OP_LT, $1, $3, @2);
	  }
	| relational_expression '>' shift_expression {
		$$ = dt_op2_at(pcb, DT_OP_GT, $1, $3, @2);
	  }
	| relational_expression DT_TOK_LE shift_expression {
		$$ = dt_op2_at(pcb, DT_OP_LE, $1, $3, @2);
	  }
	| relational_expression DT_TOK_GE shift_expression {
		$$ = dt_op2_at(pcb, DT_OP_GE, $1, $3, @2);
	  }
	;

shift_expression:
	  additive_expression
	| shift_expression DT_TOK_LSH additive_expression {
		$$ = dt_op2_at(pcb, DT_OP_LSH, $1, $3, @2);
	  }
	| shift_expression DT_TOK_RSH additive_expression {
		$$ = dt_op2_at(pcb, DT_OP_RSH, $1, $3, @2);
	  }
	;

additive_expression:
	  multiplicative_expression
	| additive_expression '+' multiplicative_expression {
		$$ = dt_op2_at(pcb, DT_OP_ADD, $1, $3, @2);
	  }
	| additive_expression '-' multiplicative_expression {
		$$ = dt_op2_at(pcb, DT_OP_SUB, $1, $3, @2);
	  }
	;

multiplicative_expression:
	  cast_expression
	| multiplicative_expression '*' cast_expression {
		$$ = dt_op2_at(pcb, DT_OP_MUL, $1, $3, @2);
	  }
	| multiplicative_expression '/' cast_expression {
		$$ = dt_op2_at(pcb, DT_OP_DIV, $1, $3, @2);
	  }
	| multiplicative_expression '%' cast_expression {
		$$ = dt_op2_at(pcb, DT_OP_MOD, $1, $3, @2);
	  }
	;

cast_expression:
	  unary_expression
	| '(' type_name ')' cast_expression {
		$$ = dt_kind_at(pcb, DT_NODE_CAST, $2, @1);
		$$->dn_child[1] = $4;
	  }
	;

unary_expression:
	  postfix_expression
	| DT_TOK_INC unary_expression	{ $$ = dt_op1_at(pcb, DT_OP_PREINC, $2, @1); }
	| DT_TOK_DEC unary_expression	{ $$ = dt_op1_at(pcb, DT_OP_PREDEC, $2, @1); }
	| unary_operator cast_expression { $$ = dt_op1_at(pcb, $1, $2, @1); }
	| DT_KEY_SIZEOF unary_expression { $$ = dt_kind_at(pcb, DT_NODE_SIZEOF, $2, @1); }
	| DT_KEY_SIZEOF '(' type_name ')' {
		$$ = dt_kind_at(pcb, DT_NODE_SIZEOF, $3, @1);
	  }
	| DT_KEY_STRINGOF unary_expression {
		$$ = dt_kind_at(pcb, DT_NODE_STRINGOF, $2, @1);
	  }
	;

unary_operator:
	  '&'				{ $$ = DT_OP_ADDROF; }
	| '*'				{ $$ = DT_OP_DEREF; }
	| '+'				{ $$ = DT_OP_IPOS; }
	| '-'				{ $$ = DT_OP_INEG; }
	| '~'				{ $$ = DT_OP_BNEG; }
	| '!'				{ $$ = DT_OP_LNEG; }
	;

/*
 * Names of members and enumerators may collide with type names that the
 * lexer reports as such: accept both.
 */
member_name:
	  DT_TOK_IDENT
	| DT_TOK_TNAME
	;

postfix_expression:
	  primary_expression
	| postfix_expression '[' argument_expression_list ']' {
		$$ = dt_index(pcb, $1, $3, @2);
	  }
	| postfix_expression '(' ')' {
		$$ = dt_kind_at(pcb, DT_NODE_FUNC, $1, $1->dn_line);
	  }
	| postfix_expression '(' argument_expression_list ')' {
		$$ = dt_kind_at(pcb, DT_NODE_FUNC, $1, $1->dn_line);
		$$->dn_args = $3;
	  }
	| postfix_expression '.' member_name {
		$$ = dt_named(pcb, DT_NODE_DOT, $3, $1);
		$$->dn_line = @2;
	  }
	| postfix_expression DT_TOK_PTR member_name {
		$$ = dt_named(pcb, DT_NODE_ARROW, $3, $1);
		$$->dn_line = @2;
	  }
	| postfix_expression DT_TOK_INC	{ $$ = dt_op1_at(pcb, DT_OP_POSTINC, $1, @2); }
	| postfix_expression DT_TOK_DEC	{ $$ = dt_op1_at(pcb, DT_OP_POSTDEC, $1, @2); }
	| DT_KEY_OFFSETOF '(' type_name ',' member_name ')' {
		$$ = dt_named(pcb, DT_NODE_OFFSETOF, $5, $3);
		$$->dn_line = @1;
	  }
	| DT_KEY_XLATE '<' type_name '>' '(' expression ')' {
		$$ = dt_kind_at(pcb, DT_NODE_XLATE, $6, @1);
		$$->dn_decl = $3;
	  }
	;

argument_expression_list:
	  assignment_expression
	| argument_expression_list ',' assignment_expression { $$ = dt_node_link($1, $3); }
	;

primary_expression:
	  DT_TOK_IDENT
	| DT_TOK_AGG
	| DT_TOK_INT
	| DT_TOK_STRING
	| DT_KEY_SELF DT_TOK_PTR member_name {
		$$ = dt_named(pcb, DT_NODE_SELF, $3, NULL);
		$$->dn_line = @1;
	  }
	| DT_KEY_THIS DT_TOK_PTR member_name {
		$$ = dt_named(pcb, DT_NODE_THIS, $3, NULL);
		$$->dn_line = @1;
	  }
	| '(' expression ')'		{ $$ = $2; }
	;

/* Declarations (C syntax, D's storage classes and keys). */

declaration:
	  declaration_specifiers ';'
	| declaration_specifiers init_declarator_list ';' {
		$1->dn_list = $2;
		dt_decl_done(pcb, $1);
		$$ = $1;
	  }
	;

declaration_specifiers:
	  storage_class {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_word(pcb, $$, DT_DW_CLASS | $1, @1);
	  }
	| type_keyword {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_word(pcb, $$, $1, @1);
	  }
	| type_qualifier {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_word(pcb, $$, $1, @1);
	  }
	| decl_type {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_type(pcb, $$, $1);
	  }
	| declaration_specifiers storage_class {
		dt_decl_word(pcb, $1, DT_DW_CLASS | $2, @2);
		$$ = $1;
	  }
	| declaration_specifiers type_keyword {
		dt_decl_word(pcb, $1, $2, @2);
		$$ = $1;
	  }
	| declaration_specifiers type_qualifier {
		dt_decl_word(pcb, $1, $2, @2);
		$$ = $1;
	  }
	| declaration_specifiers decl_type {
		dt_decl_type(pcb, $1, $2);
		$$ = $1;
	  }
	;

specifier_qualifier_list:
	  type_keyword {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_word(pcb, $$, $1, @1);
	  }
	| type_qualifier {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_word(pcb, $$, $1, @1);
	  }
	| decl_type {
		$$ = dt_decl_new(pcb, @1);
		dt_decl_type(pcb, $$, $1);
	  }
	| specifier_qualifier_list type_keyword {
		dt_decl_word(pcb, $1, $2, @2);
		$$ = $1;
	  }
	| specifier_qualifier_list type_qualifier {
		dt_decl_word(pcb, $1, $2, @2);
		$$ = $1;
	  }
	| specifier_qualifier_list decl_type {
		dt_decl_type(pcb, $1, $2);
		$$ = $1;
	  }
	;

storage_class:
	  DT_KEY_AUTO			{ $$ = DT_DC_AUTO; }
	| DT_KEY_REGISTER		{ $$ = DT_DC_REGISTER; }
	| DT_KEY_STATIC			{ $$ = DT_DC_STATIC; }
	| DT_KEY_EXTERN			{ $$ = DT_DC_EXTERN; }
	| DT_KEY_TYPEDEF		{ $$ = DT_DC_TYPEDEF; }
	| DT_KEY_SELF			{ $$ = DT_DC_SELF; }
	| DT_KEY_THIS			{ $$ = DT_DC_THIS; }
	;

type_keyword:
	  DT_KEY_VOID			{ $$ = DT_DS_VOID; }
	| DT_KEY_CHAR			{ $$ = DT_DS_CHAR; }
	| DT_KEY_SHORT			{ $$ = DT_DS_SHORT; }
	| DT_KEY_INT			{ $$ = DT_DS_INT; }
	| DT_KEY_LONG			{ $$ = DT_DS_LONG; }
	| DT_KEY_FLOAT			{ $$ = DT_DS_FLOAT; }
	| DT_KEY_DOUBLE			{ $$ = DT_DS_DOUBLE; }
	| DT_KEY_SIGNED			{ $$ = DT_DS_SIGNED; }
	| DT_KEY_UNSIGNED		{ $$ = DT_DS_UNSIGNED; }
	| DT_KEY_STRING			{ $$ = DT_DS_STRING; }
	| DT_KEY_BOOL			{ $$ = DT_DS_BOOL; }
	;

type_qualifier:
	  DT_KEY_CONST			{ $$ = DT_DS_CONST; }
	| DT_KEY_VOLATILE		{ $$ = DT_DS_VOLATILE; }
	| DT_KEY_RESTRICT		{ $$ = DT_DS_RESTRICT; }
	;

type_qualifier_list:
	  type_qualifier
	| type_qualifier_list type_qualifier { $$ = $1 | $2; }
	;

decl_type:
	  DT_TOK_TNAME
	| struct_or_union_specifier
	| enum_specifier
	;

struct_or_union_specifier:
	  struct_or_union '{' struct_declaration_list '}' {
		$$ = dt_sou(pcb, $1, NULL, $3, @1);
	  }
	| struct_or_union DT_TOK_IDENT '{' struct_declaration_list '}' {
		$$ = dt_sou(pcb, $1, $2, $4, @1);
	  }
	| struct_or_union DT_TOK_IDENT	{ $$ = dt_sou(pcb, $1, $2, NULL, @1); }
	;

struct_or_union:
	  DT_KEY_STRUCT			{ $$ = DT_TOK_STRUCT; }
	| DT_KEY_UNION			{ $$ = DT_TOK_UNION; }
	;

struct_declaration_list:
	  struct_declaration
	| struct_declaration_list struct_declaration { $$ = dt_node_link($1, $2); }
	;

struct_declaration:
	  specifier_qualifier_list struct_declarator_list ';' {
		$1->dn_list = $2;
		$$ = $1;
	  }
	/* a member without a name (int;) is a syntax error, as in DTrace */
	;

struct_declarator_list:
	  struct_declarator
	| struct_declarator_list ',' struct_declarator { $$ = dt_node_link($1, $3); }
	;

struct_declarator:
	  declarator
	| ':' constant_expression {
		$$ = dt_dcl_ident(pcb, NULL, @1);
		$$->dn_dcl->dk_bitwidth = $2;
	  }
	| declarator ':' constant_expression {
		$$ = $1;
		$$->dn_dcl->dk_bitwidth = $3;
	  }
	;

enum_specifier:
	  DT_KEY_ENUM '{' enumerator_list '}' {
		$$ = dt_sou(pcb, DT_TOK_ENUM, NULL, $3, @1);
	  }
	| DT_KEY_ENUM '{' enumerator_list ',' '}' {
		$$ = dt_sou(pcb, DT_TOK_ENUM, NULL, $3, @1);
	  }
	| DT_KEY_ENUM DT_TOK_IDENT '{' enumerator_list '}' {
		$$ = dt_sou(pcb, DT_TOK_ENUM, $2, $4, @1);
	  }
	| DT_KEY_ENUM DT_TOK_IDENT '{' enumerator_list ',' '}' {
		$$ = dt_sou(pcb, DT_TOK_ENUM, $2, $4, @1);
	  }
	| DT_KEY_ENUM DT_TOK_IDENT	{ $$ = dt_sou(pcb, DT_TOK_ENUM, $2, NULL, @1); }
	;

enumerator_list:
	  enumerator
	| enumerator_list ',' enumerator { $$ = dt_node_link($1, $3); }
	;

enumerator:
	  member_name			{ $$ = dt_named(pcb, DT_NODE_ENUMERATOR, $1, NULL); }
	| member_name '=' constant_expression {
		$$ = dt_named(pcb, DT_NODE_ENUMERATOR, $1, $3);
	  }
	;

init_declarator_list:
	  declarator
	| init_declarator_list ',' declarator { $$ = dt_node_link($1, $3); }
	;

/*
 * Declarators: the derivation chain starts at the name and grows outwards
 * (dt_dcl_move appends), so suffixes bind tighter than a leading pointer.
 */
declarator:
	  direct_declarator
	| pointer direct_declarator	{ $$ = dt_dcl_move($2, $1); }
	;

direct_declarator:
	  DT_TOK_IDENT			{ $$ = dt_dcl_ident(pcb, $1, @1); }
	| '(' declarator ')'		{ $$ = $2; }
	| direct_declarator array	{ $$ = dt_dcl_move($1, $2); }
	| direct_declarator function	{ $$ = dt_dcl_move($1, $2); }
	;

/* In "* const * p" the pointer next to the name is the innermost. */
pointer:
	  '*'				{ $$ = dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, 0, @1); }
	| '*' type_qualifier_list	{ $$ = dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, $2, @1); }
	| '*' pointer {
		$$ = dt_dcl_move($2, dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, 0, @1));
	  }
	| '*' type_qualifier_list pointer {
		$$ = dt_dcl_move($3, dt_dcl_frag(pcb, DT_DK_PTR, NULL, 0, $2, @1));
	  }
	;

array:
	  '[' ']'			{ $$ = dt_dcl_frag(pcb, DT_DK_ARRAY, NULL, 0, 0, @1); }
	| '[' constant_expression ']'	{ $$ = dt_dcl_frag(pcb, DT_DK_ARRAY, $2, 0, 0, @1); }
	| '[' parameter_list ']' {
		$$ = dt_dcl_frag(pcb, DT_DK_ARRAY, dt_keys(pcb, $2), 0, 0, @1);
	  }
	/* parsed as in C, so that dt_decl.c can say why D refuses it */
	| '[' parameter_list ',' DT_TOK_ELLIPSIS ']' {
		$$ = dt_dcl_frag(pcb, DT_DK_ARRAY, dt_keys(pcb, $2), 1, 0, @1);
	  }
	| '[' DT_TOK_ELLIPSIS ']'	{ $$ = dt_dcl_frag(pcb, DT_DK_ARRAY, NULL, 1, 0, @1); }
	;

function:
	  '(' ')'			{ $$ = dt_dcl_frag(pcb, DT_DK_FUNC, NULL, 0, 0, @1); }
	| '(' parameter_list ')'	{ $$ = dt_dcl_frag(pcb, DT_DK_FUNC, $2, 0, 0, @1); }
	| '(' parameter_list ',' DT_TOK_ELLIPSIS ')' {
		$$ = dt_dcl_frag(pcb, DT_DK_FUNC, $2, 1, 0, @1);
	  }
	| '(' DT_TOK_ELLIPSIS ')'	{ $$ = dt_dcl_frag(pcb, DT_DK_FUNC, NULL, 1, 0, @1); }
	;

parameter_list:
	  parameter_declaration
	| parameter_list ',' parameter_declaration { $$ = dt_node_link($1, $3); }
	;

parameter_declaration:
	  declaration_specifiers {
		$1->dn_list = dt_dcl_ident(pcb, NULL, @1);
		$$ = $1;
	  }
	| declaration_specifiers declarator {
		$1->dn_list = $2;
		$$ = $1;
	  }
	| declaration_specifiers abstract_declarator {
		$1->dn_list = $2;
		$$ = $1;
	  }
	;

type_name:
	  specifier_qualifier_list	{ $$ = dt_node_type(pcb, $1, NULL); }
	| specifier_qualifier_list abstract_declarator { $$ = dt_node_type(pcb, $1, $2); }
	;

abstract_declarator:
	  pointer			{ $$ = dt_dcl_move(dt_dcl_ident(pcb, NULL, @1), $1); }
	| direct_abstract_declarator
	| pointer direct_abstract_declarator { $$ = dt_dcl_move($2, $1); }
	;

direct_abstract_declarator:
	  '(' abstract_declarator ')'	{ $$ = $2; }
	| array				{ $$ = dt_dcl_move(dt_dcl_ident(pcb, NULL, @1), $1); }
	| direct_abstract_declarator array { $$ = dt_dcl_move($1, $2); }
	| function			{ $$ = dt_dcl_move(dt_dcl_ident(pcb, NULL, @1), $1); }
	| direct_abstract_declarator function { $$ = dt_dcl_move($1, $2); }
	;

/* inline type name = expr;  inline type name[params] = expr; */
inline_definition:
	  DT_KEY_INLINE declaration_specifiers declarator '=' assignment_expression ';' {
		$$ = dt_kind_at(pcb, DT_NODE_INLINE, $5, @1);
		$2->dn_list = $3;
		$$->dn_decl = $2;
	  }
	;

/* translator out_t < in_t *P > { member = expr; ... }; */
translator_definition:
	  DT_KEY_XLATOR type_name '<' type_name DT_TOK_IDENT '>'
	  '{' translator_member_list '}' ';' {
		$$ = dt_named(pcb, DT_NODE_XLATOR, $5, $4);
		$$->dn_line = @1;
		$$->dn_decl = $2;
		$$->dn_list = $8;
	  }
	;

translator_member_list:
	  %empty			{ $$ = NULL; }
	| translator_member_list translator_member { $$ = dt_node_link($1, $2); }
	;

translator_member:
	  member_name '=' assignment_expression ';' {
		$$ = dt_named(pcb, DT_NODE_MEMBER, $1, $3);
	  }
	;

/* provider name { probe p(native) [: (translated)]; ... }; */
provider_definition:
	  DT_KEY_PROVIDER DT_TOK_IDENT '{' provider_probe_list '}' ';' {
		$$ = dt_named(pcb, DT_NODE_PROVIDER, $2, NULL);
		$$->dn_line = @1;
		$$->dn_list = $4;
	  }
	;

provider_probe_list:
	  %empty			{ $$ = NULL; }
	| provider_probe_list provider_probe { $$ = dt_node_link($1, $2); }
	;

provider_probe:
	  DT_KEY_PROBE DT_TOK_IDENT function ';' {
		$$ = dt_named(pcb, DT_NODE_PROBE, $2, NULL);
		$$->dn_line = @1;
		$$->dn_args = $3->dn_dcl->dk_args;
		if ($3->dn_dcl->dk_varargs)
			$$->dn_flags |= DT_NF_VARARGS;
	  }
	| DT_KEY_PROBE DT_TOK_IDENT function ':' function ';' {
		$$ = dt_named(pcb, DT_NODE_PROBE, $2, NULL);
		$$->dn_line = @1;
		$$->dn_args = $3->dn_dcl->dk_args;
		$$->dn_list = $5->dn_dcl->dk_args;
		if ($3->dn_dcl->dk_varargs || $5->dn_dcl->dk_varargs)
			$$->dn_flags |= DT_NF_VARARGS;
	  }
	;

%%

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
