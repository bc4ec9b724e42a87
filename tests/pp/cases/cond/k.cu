#define ONE 1
#if ONE
one
#elif 1
no
#else
no
#endif
#if 0
#error not here
#if 1
nested
#endif
' unterminated in skipped
#else
else_part
#endif
#ifdef ONE
ifdef
#endif
#ifndef ONE
#else
ifndef_else
#endif
#if defined ONE && defined(ONE) && !defined TWO
defs
#endif
#if (2 + 3 * 4 == 14) && (10 / 3 == 3) && (-1 < 0) && (-1 > 0u) && (1 << 62) > 0
arith
#endif
#if 'a' == 97 && '\n' == 10 && '\377' < 0 && L'\377' > 0
chars
#endif
#if 0x10 == 16 && 010 == 8 && 0b101 == 5 && 1'000 == 1000 && 10ULL == 10
nums
#endif
#if true && !false
bools
#endif
#if UNDEFINED_THING == 0
undef_zero
#endif
#if 1 ? 2 : (1/0)
ternary
#endif
#if 0 && (1/0)
#else
shortcircuit
#endif
#elifdef ONE
#endif
#if 0
#elifdef ONE
elifdef
#endif
#if __has_include(<cuda_runtime.h>) && !__has_include("nope.h")
hasinc
#endif
#if __has_attribute(always_inline) && __has_cpp_attribute(nodiscard) == 201907 && __has_builtin(__builtin_expect)
hasattr
#endif
#if defined(__cplusplus) && __cplusplus == 201703L && __GNUC__ == 12 && defined __x86_64__
predef
#endif
#if -1 >> 63 == -1 && (0u - 1) >> 63 == 1
shifts
#endif
