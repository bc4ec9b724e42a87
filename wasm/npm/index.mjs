// The package's ES module entry for Node: the wasm-bindgen glue for Node
// (CommonJS, loads the .wasm synchronously), re-exported.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const glue = require('./cudafe_wasm.js');

/** Compile `main` from `files` with a cudafe++ command line; see index.d.ts. */
export const compile = glue.compile;
/** The command lines nvcc 13.0 runs for a set of playground options; see index.d.ts. */
export const commandLines = glue.commandLines;
export default { compile, commandLines };
