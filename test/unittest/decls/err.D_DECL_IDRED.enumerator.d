enum e1 { A };
enum e2 { A };
