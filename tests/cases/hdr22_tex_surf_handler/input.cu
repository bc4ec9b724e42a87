// __nv_tex_surf_handler: the front end's own builtin, called by texture and surface functions
template <typename T>
static __device__ void fetch(T *ptr, unsigned long long obj, int x)
{
   __nv_tex_surf_handler("__itex1Dfetch", ptr, obj, x);
}
__global__ void k(unsigned long long t, float *o) { float r; fetch(&r, t, 1); o[0] = r; }
template <typename T>
static __device__ void fetch2(T *ptr, unsigned long long obj, float x, float y)
{
   __nv_tex_surf_handler("__itex2D", ptr, obj, x, y);
}
__global__ void k2(unsigned long long t, float *o) { float r; fetch2(&r, t, 1.5f, o[1]); o[0] = r; }
