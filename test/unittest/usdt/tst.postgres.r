dtrace status 0
postgres:query-start select 1;

postgres:query-start select 2;

postgres:query-start select 40 + 2;

done 3

1
