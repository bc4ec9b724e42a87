#include <stdio.h>

const char *plain = "hello, world";
const char *escapes = "tab\tnewline\nquote\"backslash\\bell\a";
const char *hex_oct = "\x48\x49 \101\102";
const char *concat = "one " "two "
                     "three";
const wchar_t *wide = L"wide string";
const char16_t *s16 = u"utf16";
const char32_t *s32 = U"utf32";
const char *s8 = (const char *)u8"utf8";
const char *raw = R"(raw \n string)";
const char *empty = "";
char buffer[] = "array init";

int main()
{
    printf("%s|%s|%s|%s|%s|%zu\n", plain, escapes, hex_oct, concat, raw, sizeof(buffer));
    printf("percent %% done\n");
    return empty[0];
}
