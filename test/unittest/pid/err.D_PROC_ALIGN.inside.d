/*
 * @@requires: root uprobes
 * @@trigger: pid-calls
 * Offset 2 of pidt_add (built with -O0: push %rbp; mov %rsp,%rbp) is
 * inside its second instruction.
 */
pid$target:a.out:pidt_add:2
{
}
