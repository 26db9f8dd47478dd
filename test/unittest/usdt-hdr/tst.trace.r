== prog
enabled 1 1 1 0
start /index.html 200 | /index.html 200
tick 0 x /index.html 0 255
done 200 /index.html 200
start /index.html 200 | /index.html 200
tick 1 x /index.html -5 255
done 201 /index.html 201
start /index.html 201 | /index.html 201
tick 2 x /index.html -10 255
done 202 /index.html 202

status 0
== prog-linked
enabled 1 1 1 0
start /index.html 200 | /index.html 200
tick 0 x /index.html 0 255
done 200 /index.html 200
start /index.html 200 | /index.html 200
tick 1 x /index.html -5 255
done 201 /index.html 201
start /index.html 201 | /index.html 201
tick 2 x /index.html -10 255
done 202 /index.html 202
start /index.html 202 | /index.html 202
done 404 /index.html 202

status 0
