int a;
#pragma once
#pragma foo bar
  #pragma once
#pragma weak foo
#pragma pack(push, 1)
#pragma GCC diagnostic push
#pragma unroll 4
#pragma nv_diag_suppress 20012
#pragma message("hi")
#pragma
#pragma   foo   bar/*c*/baz  
#pragma push_macro("X")
#pragma pop_macro("X")
#pragma GCC poison zzz
int b;
_Pragma("unroll") for(;;);
#define U _Pragma("unroll 4")
#define V(x) _Pragma(#x)
void f() {
  U for(;;) {}
    U
    for(;;) {}
  x _Pragma("GCC poison qqq") y
 a b c d _Pragma("unroll") e
     a  U e
       V(unroll 3) e
  aa bb (cc) dd U _Pragma("foo") U e
}
