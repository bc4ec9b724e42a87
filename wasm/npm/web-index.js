// The package's entry for bundlers and browsers: the wasm-bindgen glue for
// the web, initialised once (top-level await) from the .wasm next to it,
// which bundlers pick up through `new URL(…, import.meta.url)`.
import init, { commandLines, compile } from './cudafe_wasm.js';

await init({ module_or_path: new URL('./cudafe_wasm_bg.wasm', import.meta.url) });

export { commandLines, compile };
export default { commandLines, compile };
