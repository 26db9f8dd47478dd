4000 abcdefg. abcdAEND
4000 abcdefg. abcdBEND
4096 abcdefg. abcdefg.
4000 abcdefg. abcdAEND
