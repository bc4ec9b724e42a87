import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The page lives in web/; the wasm bindings are generated into web/pkg by
// scripts/build-wasm.sh. Fixed loopback address and port so `npm start`
// always serves at http://127.0.0.1:5173/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // The worker is an ES module (it imports the wasm-bindgen glue).
  worker: { format: 'es' },
  // CodeMirror with C++ support is about 520 kB minified; one chunk is fine here.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 800 },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
