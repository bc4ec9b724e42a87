int a; /* unterminated
comment
