#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define FOO_1 one
#define FOO_2(x) two(x)
XCAT(FOO_, 1) CAT(FOO_, 2)(z) CAT(FOO_,1)
#define STR(x) #x
#define XSTR(x) STR(x)
STR("a\\b\"c") STR('\'') STR(a "x" b) XSTR(__FILE__) STR(  leading) STR(trailing  )
STR(a
b) STR(/* c */ x /* d */)
#define EMPTY()
#define DEFER(id) id EMPTY()
#define EXPAND(...) __VA_ARGS__
#define G() 42
DEFER(G)() EXPAND(DEFER(G)())
