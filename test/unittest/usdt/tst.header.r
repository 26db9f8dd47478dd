enabled 1 1 1 1
status 0
start /index.html 200
tick 0 x /index.html 0 255
done 200 /index.html 200
start /index.html 200
tick 1 x /index.html -5 255
done 201 /index.html 201
nothing

enabled 0 0 0 0
