[abc] [0xabc] [             abc] [ff      ]

