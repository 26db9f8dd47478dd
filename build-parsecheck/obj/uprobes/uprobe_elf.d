build-parsecheck/obj/uprobes/uprobe_elf.o: uprobes/uprobe_elf.c \
 uprobes/uprobe_elf.h
uprobes/uprobe_elf.h:
