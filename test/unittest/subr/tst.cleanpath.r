/b|/|../x|/
|/|/|/usr/lib/y
/a/..b/.c/...d|a/b/c/|/a/|a/d/.

