// Node driver for `cargo run -p bench`: times the wasm module's compile()
// on one preprocessed file, in one process (instantiation is not timed).
// usage: node wasm-bench.cjs <wasm/pkg dir> <file.ii> <runs> <args as JSON>
// prints {"ms": [...], "exitStatus": n}
'use strict';
const fs = require('fs');
const path = require('path');
const [pkgDir, ii, runsText, argsJson] = process.argv.slice(2);
const wasm = require(path.resolve(pkgDir, 'cudafe_wasm.js'));
const text = fs.readFileSync(ii, 'utf8');
const args = JSON.parse(argsJson);
const files = { [ii]: text };
const runs = Math.max(1, parseInt(runsText, 10) || 1);
let exitStatus = -1;
wasm.compile(files, ii, args); // warm-up (JIT tiers, memory growth)
const ms = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const r = wasm.compile(files, ii, args);
  ms.push(performance.now() - t0);
  exitStatus = r.exitStatus;
}
process.stdout.write(JSON.stringify({ ms, exitStatus }) + '\n');
