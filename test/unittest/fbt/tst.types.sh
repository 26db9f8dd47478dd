# @@requires: root kprobes
# Entry: the function's parameters typed from its BTF prototype; return:
# args[0] the offset (int), args[1] the return value's type.
$dtrace -lv -n fbt::vfs_read:entry | sed -n '/Argument Types/,$p'
$dtrace -lv -n fbt::vfs_read:return | sed -n '/Argument Types/,$p'
