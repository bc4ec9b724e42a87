// The options panel's state. What the options mean as command lines is the
// core's business (`commandLines` in the wasm module, computed in the worker
// with each compile); the page only keeps the selection and shows the result.
import type { PlaygroundOptions } from '../pkg/cudafe_wasm.js';

export type { PlaygroundOptions, CommandLines } from '../pkg/cudafe_wasm.js';

/** The panel's initial selection: nvcc's defaults on this machine (GCC 12.2, sm_75). */
export const DEFAULT_OPTIONS: PlaygroundOptions = {
  std: 'c++17',
  extendedLambda: false,
  relaxedConstexpr: false,
  rdc: false,
  ilDisplay: true,
  hostCompiler: 'gcc',
  hostVersion: '12.2',
  arch: '75',
};
