// The examples gallery: small programs for teaching, each with two or three
// sentences on what to look at in the outputs. Each must compile cleanly
// with the core (tests/browser checks it), except those marked `errors`.
import type { PlaygroundOptions } from './options';

export interface Example {
  id: string;
  title: string;
  /** What to look at, for learners. */
  about: string;
  files: Record<string, string>;
  /** Options the example needs (merged over the defaults). */
  options?: Partial<PlaygroundOptions>;
  /** The example demonstrates diagnostics. */
  errors?: boolean;
}

export const EXAMPLES: Example[] = [
  {
    id: 'vector-add',
    title: 'Vector add',
    about: 'The classic first kernel. In the .int.c the body of vectorAdd is hidden under #if 0 and the launch in main '
      + 'becomes a call to __cudaPushCallConfiguration followed by an ordinary call. The stub file defines the host '
      + 'function that call reaches: it packs the arguments and asks the runtime to launch the real kernel.',
    files: {
      'kernel.cu': `// c[i] = a[i] + b[i], one thread per element.
__global__ void vectorAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main()
{
    const int n = 1 << 16;
    float *a, *b, *c;
    cudaMalloc((void **)&a, n * sizeof(float));
    cudaMalloc((void **)&b, n * sizeof(float));
    cudaMalloc((void **)&c, n * sizeof(float));
    int threads = 256;
    int blocks = (n + threads - 1) / threads;
    vectorAdd<<<blocks, threads>>>(a, b, c, n);
    cudaDeviceSynchronize();
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return 0;
}
`,
    },
  },
  {
    id: 'grid-2d',
    title: '2D grid indexing',
    about: 'A dim3 grid and block cover a matrix. Look at how blockIdx and threadIdx become '
      + '__device_builtin_variable_ names in the hidden body, and how both dim3 values are passed to '
      + '__cudaPushCallConfiguration in the rewritten launch.',
    files: {
      'kernel.cu': `// Transpose a width x height matrix with a 2D grid of 16x16 blocks.
__global__ void transpose(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[x * height + y] = in[y * width + x];
}

int main()
{
    int width = 1024, height = 768;
    float *in, *out;
    cudaMalloc((void **)&in, width * height * sizeof(float));
    cudaMalloc((void **)&out, width * height * sizeof(float));
    dim3 block(16, 16);
    dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
    transpose<<<grid, block>>>(in, out, width, height);
    cudaDeviceSynchronize();
    return 0;
}
`,
    },
  },
  {
    id: 'reduction',
    title: 'Shared-memory reduction',
    about: 'Each block sums its part of the input in __shared__ memory. The shared array and __syncthreads() only '
      + 'exist in the device code; the host sees none of it. The third launch parameter (dynamic shared memory) '
      + 'is passed along to __cudaPushCallConfiguration.',
    files: {
      'kernel.cu': `#define BLOCK 256

// Sum of in[0..n) per block, written to partial[blockIdx.x].
__global__ void blockSum(const float *in, float *partial, int n)
{
    __shared__ float cache[BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cache[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride)
            cache[threadIdx.x] += cache[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = cache[0];
}

int main()
{
    int n = 1 << 20;
    int blocks = (n + BLOCK - 1) / BLOCK;
    float *in, *partial;
    cudaMalloc((void **)&in, n * sizeof(float));
    cudaMalloc((void **)&partial, blocks * sizeof(float));
    blockSum<<<blocks, BLOCK, 0>>>(in, partial, n);
    cudaDeviceSynchronize();
    return 0;
}
`,
    },
  },
  {
    id: 'templates',
    title: 'Templates',
    about: 'A kernel template and a device function template. Only the instantiations the program uses need '
      + 'device code; watch the mangled names in the device code and the stub, which encode the template '
      + 'arguments.',
    files: {
      'kernel.cu': `template <typename T>
__device__ T square(T x) { return x * x; }

template <typename T>
__global__ void squareAll(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = square(v[i]);
}

int main()
{
    float *f;
    int *k;
    cudaMalloc((void **)&f, 256 * sizeof(float));
    cudaMalloc((void **)&k, 256 * sizeof(int));
    squareAll<float><<<1, 256>>>(f, 256);
    squareAll<int><<<1, 256>>>(k, 256);
    cudaDeviceSynchronize();
    return 0;
}
`,
    },
  },
  {
    id: 'constant-managed',
    title: 'Constant and managed memory',
    about: 'A __constant__ table and a __managed__ counter. The stub file registers both with the runtime. In the '
      + '.int.c the managed variable turns into a pointer, and every host access to it first makes sure the '
      + 'managed runtime is initialised.',
    files: {
      'kernel.cu': `__constant__ float weights[4];
__managed__ int hits;

__global__ void weigh(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = in[i] * weights[i % 4];
        atomicAdd(&hits, 1);
    }
}

int main()
{
    float w[4] = {0.1f, 0.2f, 0.3f, 0.4f};
    cudaMemcpyToSymbol(weights, w, sizeof(w));
    hits = 0;
    float *in, *out;
    cudaMalloc((void **)&in, 1024 * sizeof(float));
    cudaMalloc((void **)&out, 1024 * sizeof(float));
    weigh<<<4, 256>>>(in, out, 1024);
    cudaDeviceSynchronize();
    return hits == 1024 ? 0 : 1;
}
`,
    },
  },
  {
    id: 'launch-bounds',
    title: 'Launch bounds',
    about: '__launch_bounds__ tells the device compiler the largest block the kernel will be launched with. The '
      + 'attribute is kept in the device code (look for __launch_bounds__ there) and has no effect on the '
      + 'host side.',
    files: {
      'kernel.cu': `#define MAX_THREADS 128
#define MIN_BLOCKS 4

__global__ void __launch_bounds__(MAX_THREADS, MIN_BLOCKS)
scale(float *v, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= k;
}

int main()
{
    float *v;
    cudaMalloc((void **)&v, 4096 * sizeof(float));
    scale<<<32, MAX_THREADS>>>(v, 0.5f, 4096);
    cudaDeviceSynchronize();
    return 0;
}
`,
    },
  },
  {
    id: 'lambdas',
    title: 'Extended lambdas',
    about: 'With --extended-lambda a lambda marked __device__ can be passed from host code to a kernel. The host '
      + 'compiler cannot see device code, so the lambda is replaced by a wrapper type (__nv_dl_wrapper_t) that '
      + 'names it by its enclosing function and a number.',
    options: { extendedLambda: true },
    files: {
      'kernel.cu': `template <typename F>
__global__ void forEach(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

int main()
{
    int n = 1024;
    float *x;
    cudaMalloc((void **)&x, n * sizeof(float));
    forEach<<<(n + 255) / 256, 256>>>(n, [=] __device__(int i) { x[i] = 2.0f * i; });
    cudaDeviceSynchronize();
    return 0;
}
`,
    },
  },
  {
    id: 'headers',
    title: 'Your own header',
    about: 'Two files: kernel.cu includes "util.h" (see the tabs above the editor). The preprocessed pane shows '
      + 'the header\'s text spliced in between line markers, and the outputs point back to util.h for the code '
      + 'that came from it.',
    files: {
      'kernel.cu': `#include "util.h"

__global__ void clampAll(float *v, int n)
{
    int i = globalIndex();
    if (i < n)
        v[i] = clampUnit(v[i]);
}

int main()
{
    float *v;
    cudaMalloc((void **)&v, 512 * sizeof(float));
    clampAll<<<2, 256>>>(v, 512);
    cudaDeviceSynchronize();
    return 0;
}
`,
      'util.h': `#pragma once

__device__ inline int globalIndex()
{
    return blockIdx.x * blockDim.x + threadIdx.x;
}

__host__ __device__ inline float clampUnit(float x)
{
    return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x);
}
`,
    },
  },
  {
    id: 'error-host-call',
    title: 'Error: host function called from a kernel',
    about: 'A kernel may only call __device__ (or __host__ __device__) functions. The host pass accepts this file, '
      + 'but the device pass reports the call to a host function; no device code is written.',
    errors: true,
    files: {
      'kernel.cu': `int hostOnly(int x) { return x + 1; }

__global__ void k(int *out)
{
    out[threadIdx.x] = hostOnly(threadIdx.x);
}

int main()
{
    int *out;
    cudaMalloc((void **)&out, 32 * sizeof(int));
    k<<<1, 32>>>(out);
    return 0;
}
`,
    },
  },
  {
    id: 'error-kernel-return',
    title: 'Error: a kernel that returns a value',
    about: 'Kernels run asynchronously, so they cannot return anything: a __global__ function must return void. '
      + 'Look at the diagnostic\'s number and at the underline in the editor.',
    errors: true,
    files: {
      'kernel.cu': `__global__ int twice(int x)
{
    return 2 * x;
}

int main()
{
    twice<<<1, 1>>>(21);
    return 0;
}
`,
    },
  },
  {
    id: 'error-typo',
    title: 'Error: undefined name',
    about: 'An ordinary C++ mistake: a misspelt variable. The front end reports it with the line, a caret under the '
      + 'name and its message number; with an error in the host pass no output file is written.',
    errors: true,
    files: {
      'kernel.cu': `__global__ void fill(int *v, int value)
{
    v[threadIdx.x] = valeu;
}

int main()
{
    int *v;
    cudaMalloc((void **)&v, 64 * sizeof(int));
    fill<<<1, 64>>>(v, 7);
    return 0;
}
`,
    },
  },
];

export const DEFAULT_EXAMPLE = EXAMPLES[0];
