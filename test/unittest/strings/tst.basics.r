hello dtrace
1 0 1 1 1 0
1 1
1 1 dtrace:::BEGIN
[hello] []
dtrace changed
hello

