__FILE__ __LINE__ __COUNTER__ __COUNTER__ __INCLUDE_LEVEL__ __BASE_FILE__ __FILE_NAME__
#define L __LINE__
L
#define F(x) x __LINE__
F(a
b
)
__DATE__ __TIME__
__CUDACC__ __NVCC__ __CUDA_ARCH_LIST__ __CUDACC_VER_MAJOR__
#ifdef __CUDA_ARCH__
device __CUDA_ARCH__ CUDA_DOUBLE_MATH_FUNCTIONS
#else
host
#endif
__cplusplus __GNUC__ __STDC_HOSTED__ __SIZEOF_POINTER__ __x86_64__ __linux__
#line 100
__LINE__
#line 200 "other.cu"
__LINE__ __FILE__
