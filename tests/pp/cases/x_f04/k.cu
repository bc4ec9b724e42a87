#define MSG "hello"
#pragma message(MSG)
#pragma message MSG " world"
#pragma omp parallel for
#pragma GCC unroll 4
#pragma STDC FP_CONTRACT OFF
_Pragma(L"unroll")
#ident "version 1"
#define DO_PRAGMA(x) _Pragma (#x)
DO_PRAGMA(GCC dependency "k.cu")
DO_PRAGMA(nv_diag_suppress 177)
int x;
