2 printed

                1
                1
