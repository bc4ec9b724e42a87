// Messages between the page and the compile worker.
import type { CompileResult, SourceFiles } from '../pkg/cudafe_wasm.js';

export type { CompileResult, CompileDiagnostic, SourceFiles } from '../pkg/cudafe_wasm.js';

export interface CompileRequest {
  id: number;
  files: SourceFiles;
  main: string;
  args: string[];
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: CompileResult }
  | { kind: 'failure'; id: number; message: string };
