// Node driver for `cargo run -p bench`: times the wasm module's compile()
// on one preprocessed file, in one process (instantiation is not timed).
// usage: node wasm-bench.cjs <wasm/pkg dir> <file.ii> <runs> <args as JSON>
//    or: node wasm-bench.cjs <wasm/pkg dir> --check <args as JSON> <file.ii>…
// prints {"ms": [...], "exitStatus": n, "coldMs": first call, "warmups": n}
'use strict';
const fs = require('fs');
const path = require('path');
const wasm = require(path.resolve(process.argv[2], 'cudafe_wasm.js'));
// `--check <args as JSON> file…`: one call per file, prints their exit statuses.
if (process.argv[3] === '--check') {
  const checkArgs = JSON.parse(process.argv[4]);
  const statuses = process.argv.slice(5).map((f) => {
    try {
      return wasm.compile({ [f]: fs.readFileSync(f, 'utf8') }, f, checkArgs).exitStatus;
    } catch (e) {
      return -1;
    }
  });
  process.stdout.write(JSON.stringify(statuses) + '\n');
  process.exit(0);
}
const [, ii, runsText, argsJson] = process.argv.slice(2);
const text = fs.readFileSync(ii, 'utf8');
const args = JSON.parse(argsJson);
const files = { [ii]: text };
const runs = Math.max(1, parseInt(runsText, 10) || 1);
let exitStatus = -1;
// Warm-up: V8 compiles wasm with a baseline tier first and optimizes hot
// functions later, so the first calls are several times slower. Warm up
// for at least 10 calls or 3 s (whichever ends first); the first call's
// time is reported apart as coldMs.
let coldMs = 0;
let warmups = 0;
const w0 = performance.now();
while (warmups < 10 && (warmups === 0 || performance.now() - w0 < 3000)) {
  const t0 = performance.now();
  wasm.compile(files, ii, args);
  if (warmups === 0) coldMs = performance.now() - t0;
  warmups++;
}
const ms = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const r = wasm.compile(files, ii, args);
  ms.push(performance.now() - t0);
  exitStatus = r.exitStatus;
}
process.stdout.write(JSON.stringify({ ms, exitStatus, coldMs, warmups }) + '\n');
