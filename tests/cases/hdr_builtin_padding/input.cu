// Classes with members of CUDA builtin types get their tail padding (and gaps
// before explicitly aligned builtin members) spelled out as __pad__ fillers.
struct P2 { float4 a; int t; };
struct P3 { dim3 d; char c; };
struct P4 { int2 v; char c; };
struct P6 { P2 x; int y; };
struct P7 { int y; float4 *p; };
struct P8 { double d; int t; float2 f2; char c; };
union P9 { float4 a; int t; };
struct P10 { void *p; int i; };
enum cudaMemcpyKind k0;
struct P11 { int a; cudaMemcpyKind k; void *q; int z; };
int main() { return 0; }
