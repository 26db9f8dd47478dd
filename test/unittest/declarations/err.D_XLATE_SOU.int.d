translator int < struct task_struct *T > { };
BEGIN
{
}
