1970 Jan  1 00:00:00|Tue, 14 Nov 2023 22:13:20 UTC|2024 Mar  5 09:04:07

status 0
walltimestamp year ok
