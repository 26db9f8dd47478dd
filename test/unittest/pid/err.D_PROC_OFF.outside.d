/*
 * @@requires: root uprobes
 * @@trigger: pid-calls
 */
pid$target:a.out:pidt_add:1000
{
}
