early
early
late
late
late
late
500

0

500

500 500

