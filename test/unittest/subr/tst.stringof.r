[abc] [dtrace]

