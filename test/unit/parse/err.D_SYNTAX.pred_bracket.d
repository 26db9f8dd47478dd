BEGIN /a[1/ { }
