// A long asm template is cut into pieces of 128 characters; an escape
// sequence begun at the end of a piece is finished in it.
__device__ unsigned twice(unsigned x) {
  unsigned r;
  asm("{.reg.b32 a, b, c, d;\n  mov.b32 a, %1;\n  mov.b32 b, a;\n  add.u32 c, a, b;\n  mov.b32 d, c;\n  add.u32 d, d, 0;\n"
      "  mov.b32 %0, d;\n  mov.b32 a, b;\n  mov.b32 b, c;\n  mov.b32 c, d;\n  mov.b32 d, a;\n  mov.b32 a, d;\n  mov.b32 b, a;x\n  mov.b32 c, b;\n}"
      : "=r"(r) : "r"(x));
  return r;
}
