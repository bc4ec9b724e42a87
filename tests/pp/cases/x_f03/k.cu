const char *s = "héllo wörld"; // ünïcode comment
int café = 1;
int \u00e9t\u00e9 = 2;
#define STR(x) #x
STR(café) STR("é")
