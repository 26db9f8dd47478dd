/*
 * The ustack trigger built as a fixed-address (non-PIE) executable: the
 * makefile gives test/triggers/%-nopie its flags.
 */
#include "ustack.c"
