// Compiles off the main thread so typing never blocks. One request at a
// time; the page only ever sends the latest source.
import init, { commandLines, compile } from '../pkg/cudafe_wasm.js';
import wasmUrl from '../pkg/cudafe_wasm_bg.wasm?url';
import type { CompileRequest, WorkerReply } from './protocol';

const post = (m: WorkerReply) => (self as unknown as Worker).postMessage(m);

const ready = init({ module_or_path: wasmUrl }).then(() => post({ kind: 'ready' }));

self.onmessage = async (ev: MessageEvent<CompileRequest>) => {
  const { id, files, main, options } = ev.data;
  try {
    await ready;
    const commands = commandLines(options, main);
    const result = compile(files, main, commands.coreArgs);
    post({ kind: 'result', id, result, commands });
  } catch (e) {
    post({ kind: 'failure', id, message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
};
