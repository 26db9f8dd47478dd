int a[int, ...];
/* @@xfail: gives [D_SYNTAX] syntax error near "..." (grammar lacks ... in array parameters) */
