small: map[agg] yes 
40: map[agg] yes 
100: map[agg] yes map[aggo] yes 
