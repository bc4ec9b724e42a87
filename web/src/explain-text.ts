// Display strings for the transformations the core reports (keyed by its
// kind names). Written for learners: what happened, and why.
import type { TransformKind } from './protocol';

export const KIND_TITLE: Record<TransformKind, string> = {
  kernelStub: 'Kernel → host stub',
  deviceBodyHidden: 'Device body hidden from the host',
  launchRewritten: 'Launch rewritten',
  managedAccess: 'Managed variable access',
  managedVariable: 'Managed variable becomes a pointer',
  deviceVariable: 'Device variable registered',
  lambdaWrapped: 'Extended lambda wrapped',
  anonNamespaceRenamed: 'Anonymous namespace named',
};

export const KIND_TEXT: Record<TransformKind, string> = {
  kernelStub:
    'The host compiler cannot run a __global__ function, so on the host side it becomes an ordinary function '
    + 'that calls a __device_stub__ in the stub file. The stub copies the arguments and asks the CUDA runtime to '
    + 'launch the real kernel; the stub file also registers the kernel with the runtime at program start.',
  deviceBodyHidden:
    'Code that only runs on the GPU may use things the host compiler does not know (threadIdx, __syncthreads, '
    + 'shared memory). In the .int.c its body is kept between #if 0 and #endif, so the host compiler skips it; '
    + 'the device code contains it for the GPU compiler.',
  launchRewritten:
    'The <<<grid, block>>> syntax is not C++. The launch becomes __cudaPushCallConfiguration(grid, block, …), '
    + 'which stores the configuration, followed by an ordinary call of the kernel\'s host stub with the arguments.',
  managedAccess:
    'A __managed__ variable lives in memory both the CPU and the GPU can reach. On the host it is reached through '
    + 'a pointer, and each access first makes sure the managed-memory runtime is initialised.',
  managedVariable:
    'On the host a __managed__ variable is replaced by a pointer placed in a special section; the runtime points '
    + 'it at the managed allocation when the program starts.',
  deviceVariable:
    'A __device__ or __constant__ variable lives in GPU memory. The host keeps a "shadow" variable of the same '
    + 'name, and the stub file registers the pair with the runtime so that cudaMemcpyToSymbol and friends can '
    + 'find the GPU copy.',
  lambdaWrapped:
    'The host compiler never sees device code, so it cannot know the type of a __device__ lambda. The lambda is '
    + 'replaced by a wrapper object whose type names it by its enclosing function and a number, and which carries '
    + 'the captured variables.',
  anonNamespaceRenamed:
    'Names in an anonymous namespace must not clash with other files\' when host and device code are linked, '
    + 'so the namespace gets a name unique to this file (_GLOBAL__N_…), which also shows in mangled names.',
};

/** A one-line label for annotations in the output panes. */
export const KIND_SHORT: Record<TransformKind, string> = {
  kernelStub: 'kernel launched through a host stub',
  deviceBodyHidden: 'GPU-only code, hidden from the host compiler',
  launchRewritten: '<<<…>>> launch rewritten',
  managedAccess: 'managed variable reached through a pointer',
  managedVariable: 'managed variable as a pointer',
  deviceVariable: 'device variable: host shadow, registered with the runtime',
  lambdaWrapped: 'extended lambda wrapped',
  anonNamespaceRenamed: 'anonymous namespace given a unique name',
};
