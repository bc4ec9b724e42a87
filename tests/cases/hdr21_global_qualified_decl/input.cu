// A block-scope declaration whose type is named from the global namespace
// through nested namespaces (`::ns::std::T x = 0;`, as `_CUDA_VSTD::`
// expands) is a declaration, not an expression.
namespace cu { namespace sd { inline namespace v4 { typedef unsigned int u32; struct pair { int a, b; }; } } }
template <typename B>
B load(const B *p)
{
  ::cu::sd::u32 err = 0;
  ::cu::sd::v4::pair q = {1, 2};
  return *reinterpret_cast<const B *>(&err) + q.a + *p;
}
int f() { ::cu::sd::u32 a = 3; int x = 1; return load(&x) + (int)a; }
