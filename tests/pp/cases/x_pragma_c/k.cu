#define M "msg"
_Pragma("message(\"hi\")")
#pragma message("a" M)
#pragma redefine_extname old new
int z;
