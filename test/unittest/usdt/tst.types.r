typed name-0 0 name-0
xlated 500 req-0 0 0
typed name-1 1 name-1
xlated 501 req-1 1 1
typed name-2 2 name-2
xlated 502 req-2 2 2

