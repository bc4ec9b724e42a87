extern "C" float wf(const char*);
typedef int gt;
namespace ns { using ::wf; using ::gt; }
namespace ns { using ns::wf; using ns::gt; }
namespace ns { void g(); using ns::g; }
namespace ns { namespace in { int h(); } using ns::in::h; }
__global__ void k() {}
int main() { return (int)ns::wf("1") + ns::h(); }
