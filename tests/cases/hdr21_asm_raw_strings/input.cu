// An asm template written as a raw string literal is re-spelled as an
// ordinary one (escapes, long ones split into pieces).
__device__ unsigned long long ld(const unsigned long long *p) {
  unsigned long long x, y;
  asm volatile(R"YYY(
    .reg .b128 _d;
    ld.acquire.cta.b128 [%2],_d;
    mov.b128 _d, {%0, %1};
)YYY" : "=l"(x), "=l"(y) : "l"(p) : "memory");
  return x + y;
}
__device__ void fence() {
  asm volatile(R"(
.reg .b32 _d;
.reg .b32 _v;
mov.b32 _v, _d;
mov.b32 _d, _v;
fence.acq_rel.cta; fence.acq_rel.cta; fence.acq_rel.cta; fence.acq_rel.cta;
mov.b32 _d, _v;
)" ::: "memory");
}
void host_asm() { asm volatile(R"x(nop; "q" \n)x"); }
