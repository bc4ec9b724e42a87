'abc' 'ab' L'ab' u8'a' u'\u00e9' "\u00e9" 'é'
#if 'ab' == 24930 && '\0' == 0 && '\x41' == 65 && u8'a' == 97
mc
#endif
x = "unterminated
y = 'also
z = 1;
