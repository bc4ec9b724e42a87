const char *a = "abc" "def";
const wchar_t *b = L"w" u"u" U"U" u8"8";
char c = 'x', d = '\'', e = '\\';
auto r = R"(raw "string" \n)";
auto r2 = R"xy(multi
line)" raw)xy";
int after_raw;
auto ud = "abc"_s + 12_km + 'c'_ch;
x = 1.5e+10f + 0x1p-3 + 1e-5 + .5;
y = 0x1e+1;
