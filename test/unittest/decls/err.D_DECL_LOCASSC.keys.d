this string a[int, string];
