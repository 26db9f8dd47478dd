[B|C|  D|E  ]
[AB|AB|  AB|AB  |A]

