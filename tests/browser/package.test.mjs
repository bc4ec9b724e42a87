// The npm package built into wasm/pkg (`cudafe`) as its users get it:
// `import { compile } from 'cudafe'` in Node (ES module and require), its
// TypeScript types, a bundler's view of it (esbuild, browser conditions),
// and the structured result the page uses. Also compiles every example of
// the page's gallery with it: only the error examples may report anything.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PKG = join(ROOT, 'wasm', 'pkg');
let dir;

const SOURCE = `__global__ void scale(float *v, float k)
{
    v[threadIdx.x] *= k;
}

int main()
{
    float *v = 0;
    scale<<<1, 32>>>(v, 2.0f);
    return 0;
}
`;
const ARGS = ['--c++17', '--orig_src_file_name', 'kernel.cu', '--stub_file_name', 'kernel.cudafe1.stub.c',
  '--include_file_name', 'kernel.fatbin.c', '--gen_device_file_name', 'kernel.cudafe1.gpu'];

function node(file) {
  return execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
}

before(() => {
  // `npm run test:browser` builds first; built here only when missing.
  if (!existsSync(join(PKG, 'package.json'))) {
    execFileSync('bash', ['scripts/build-wasm.sh'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  }
  dir = mkdtempSync(join(tmpdir(), 'cudafe-package-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(PKG, join(dir, 'node_modules', 'cudafe'), 'dir');
  writeFileSync(join(dir, 'input.json'), JSON.stringify({ source: SOURCE, args: ARGS }));
});

after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('import { compile } from "cudafe" works in Node and returns the structured result', () => {
  writeFileSync(join(dir, 'esm.mjs'), `
import { compile } from 'cudafe';
import { readFileSync } from 'node:fs';
const { source, args } = JSON.parse(readFileSync('input.json', 'utf8'));
const r = compile({ 'kernel.cu': source }, 'kernel.cu', args);
console.log(JSON.stringify(r));
`);
  const r = JSON.parse(node('esm.mjs'));
  assert.equal(r.exitStatus, 0, r.diagnosticsText);
  assert.match(r.intText, /__cudaPushCallConfiguration\(1, 32\)/);
  assert.match(r.stubText, /__device_stub__Z5scalePff/);
  assert.ok(r.deviceText.length > 0);
  const launch = r.transformations.find((t) => t.kind === 'launchRewritten');
  assert.deepEqual([launch.file, launch.line, launch.name], ['kernel.cu', 9, 'scale']);
  // The launch's output line has the launch's source line as origin.
  const out = launch.outputs.find((o) => o.artifact === 'intText');
  const m = r.lineMaps.intText;
  assert.equal(m.files[m.file[out.first - 1] - 1], 'kernel.cu');
  assert.equal(m.line[out.first - 1], 9);
  assert.ok(r.transformations.some((t) => t.kind === 'kernelStub' && t.name === 'scale'));
});

test('require("cudafe") works too', () => {
  writeFileSync(join(dir, 'cjs.cjs'), `
const { compile } = require('cudafe');
const { source, args } = require('./input.json');
console.log(compile({ 'kernel.cu': source }, 'kernel.cu', args).exitStatus);
`);
  assert.equal(node('cjs.cjs').trim(), '0');
});

test('the TypeScript types describe compile and its result', () => {
  writeFileSync(join(dir, 'use.ts'), `
import { compile, type CompileResult, type Transformation } from 'cudafe';
const r: CompileResult = compile({ 'k.cu': '' }, 'k.cu', []);
const t: Transformation | undefined = r.transformations[0];
const lines: number[] = r.lineMaps.intText.line;
const n: number = r.exitStatus + lines.length + (t ? t.line : 0);
// @ts-expect-error: files must be strings
compile({ 'k.cu': 1 }, 'k.cu', []);
export { n };
`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: false },
    files: ['use.ts'],
  }));
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir, encoding: 'utf8' });
});

test('a bundler resolves the browser build of the package', async () => {
  writeFileSync(join(dir, 'app.js'), `import { compile } from 'cudafe';\nexport const run = (s) => compile({ 'k.cu': s }, 'k.cu', []);\n`);
  const esbuild = await import(pathToFileURL(join(ROOT, 'node_modules/esbuild/lib/main.js')).href);
  const out = await esbuild.build({
    entryPoints: [join(dir, 'app.js')], bundle: true, format: 'esm', platform: 'browser', write: false,
    absWorkingDir: dir, logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  assert.match(code, /cudafe_wasm_bg\.wasm/, 'the bundle loads the .wasm next to the web glue');
  assert.doesNotMatch(code, /require\("fs"\)|node:fs/, 'no Node built-ins in the browser bundle');
});

test('every gallery example compiles cleanly (the error examples report errors)', async () => {
  const esbuild = await import(pathToFileURL(join(ROOT, 'node_modules/esbuild/lib/main.js')).href);
  const load = async (file) => {
    const ts = readFileSync(join(ROOT, 'web/src', file), 'utf8');
    const { code } = await esbuild.transform(ts, { loader: 'ts', format: 'esm' });
    const path = join(dir, file.replace(/\.ts$/, '.mjs'));
    writeFileSync(path, code.replace(/from '\.\/(\w+)'/g, "from './$1.mjs'"));
    return import(pathToFileURL(path).href);
  };
  const { DEFAULT_OPTIONS } = await load('options.ts');
  const { EXAMPLES } = await load('examples.ts');
  const { compile, commandLines } = await import(pathToFileURL(join(PKG, 'index.mjs')).href);
  assert.ok(EXAMPLES.length >= 10);
  const problems = [];
  for (const ex of EXAMPLES) {
    const { coreArgs } = commandLines({ ...DEFAULT_OPTIONS, ...(ex.options ?? {}) }, 'kernel.cu');
    const r = compile(ex.files, 'kernel.cu', coreArgs);
    if (ex.errors) {
      if (r.exitStatus === 0) problems.push(`${ex.id}: expected errors, got none`);
    } else if (r.exitStatus !== 0 || r.diagnostics.length > 0) {
      problems.push(`${ex.id}: exit ${r.exitStatus}\n${r.diagnosticsText}`);
    } else if (r.transformations.length === 0) {
      problems.push(`${ex.id}: no transformations reported`);
    }
  }
  assert.deepEqual(problems, []);
});
