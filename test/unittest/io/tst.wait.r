wait-done W: 2
wait-start W: 2
wait-done W: 0 bytes
wait-start W: 81920 bytes
wait-start W: sectors from 2048
wait-start W: sectors to 4096
wait-done after its wait-start 1 in the trigger 1: 2
wait-start dev_pathname right 1, file <none>: 2

status 0
wait-done R: 4
wait-start R: 4
wait-done W: 6
wait-start W: 6
wait-done R: 0 bytes
wait-done W: 0 bytes
wait-start R: 32768 bytes
wait-start W: 110592 bytes
wait-start R: sectors from 0
wait-start W: sectors from 2048
wait-start R: sectors to 48
wait-start W: sectors to 2136
wait-done after its wait-start 1 in the trigger 1: 10
wait-start dev_pathname right 1, file <none>: 10

status 0
wait-done; args[0]: bufinfo_t *; args[1]: devinfo_t *; args[2]: fileinfo_t *
wait-start; args[0]: bufinfo_t *; args[1]: devinfo_t *; args[2]: fileinfo_t *
