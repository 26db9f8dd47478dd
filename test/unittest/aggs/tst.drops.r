
        1                2
status 0
dtrace: 2 aggregation drops on CPU N
dtrace: [DTRACEDROP_AGGREGATION] 1 aggregation drop on CPU N
