// The playground as a person uses it: build and serve the page, open it in
// Debian's Chromium (headless), type a kernel with a launch, see the `.int.c`
// pane show the rewritten launch, plant an error, see it in the diagnostics
// pane. Screenshots go to test-output/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'test-output');
const CHROMIUM = '/usr/bin/chromium';

const KERNEL = `__global__ void scale(float *v, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= k;
}

int main()
{
    float *v = 0;
    scale<<<4, 256>>>(v, 2.0f, 1024);
    return 0;
}
`;

let server;
let context;
let page;
let baseUrl;
let userDataDir;
const foreignRequests = [];

/** Runs a command from the repository root; its output goes to stderr so the test report stays clean. */
function run(cmd, args) {
  execFileSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 2, 2] });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`server at ${url} did not come up within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until `predicate(paneTexts)` holds in the page; on timeout, fails with what the panes show. */
async function waitForPanes(description, predicate, arg, ms = 30_000) {
  try {
    await page.waitForFunction(predicate, arg, { timeout: ms, polling: 100 });
  } catch (e) {
    const state = await page.evaluate(() => ({
      status: document.querySelector('#status')?.textContent,
      intText: window.playground?.text('int').slice(0, 2000),
      diagnostics: window.playground?.text('diagnostics').slice(0, 2000),
    }));
    await page.screenshot({ path: join(OUT, 'playground-failure.png') });
    throw new Error(`timed out waiting for ${description}; page state: ${JSON.stringify(state, null, 2)}`, { cause: e });
  }
}

before(async () => {
  mkdirSync(OUT, { recursive: true });
  rmSync(join(OUT, 'playground-failure.png'), { force: true });
  run('bash', ['scripts/setup.sh']);
  run('npm', ['run', '--silent', 'build']);

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}/`;
  server = spawn(process.execPath, [
    join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview',
    '--config', 'web/vite.config.ts', '--host', '127.0.0.1', '--port', String(port), '--strictPort',
  ], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  await waitForServer(baseUrl, 30_000);

  const { chromium } = await import('playwright-core');
  userDataDir = mkdtempSync(join(tmpdir(), 'cudafe-playground-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1600, height: 900 },
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
});

after(async () => {
  await context?.close();
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

test('the page loads and compiles the example', { timeout: 120_000 }, async () => {
  await page.goto(baseUrl);
  await page.waitForFunction(() => Number(document.body.dataset.compiles ?? 0) >= 1, undefined, { timeout: 60_000 });
  const status = await page.textContent('#status');
  assert.match(status ?? '', /compiled in [\d.]+ ms/);
  const cmdline = await page.textContent('#cmdline');
  assert.match(cmdline ?? '', /^cudafe\+\+ --c\+\+17 .* kernel\.cu$/);
});

test('a typed kernel launch shows up rewritten in the .int.c pane', { timeout: 120_000 }, async () => {
  await page.click('#editor .cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // insertText enters the program as one input, so the editor's bracket
  // auto-closing and auto-indenting don't alter it.
  await page.keyboard.insertText(KERNEL);
  const typed = await page.evaluate(() => document.querySelector('#editor .cm-content')?.textContent ?? '');
  assert.ok(typed.includes('scale<<<4, 256>>>(v, 2.0f, 1024);'), 'the editor shows the typed program');
  await waitForPanes('the .int.c pane to show __cudaPushCallConfiguration',
    () => window.playground.text('int').includes('__cudaPushCallConfiguration'));
  const intText = await page.evaluate(() => window.playground.text('int'));
  assert.match(intText, /\(__cudaPushCallConfiguration\(4, 256\)\) \? \(void\)0 : scale\(v, .*, 1024\);/);
  await page.screenshot({ path: join(OUT, 'playground.png') });
});

test('the options panel rebuilds the command line and recompiles', { timeout: 120_000 }, async () => {
  const before = await page.evaluate(() => window.playground.compiles());
  await page.selectOption('#opt-std', 'c++20');
  await page.check('#opt-rdc');
  await page.waitForFunction((n) => window.playground.compiles() >= n + 2 && document.body.dataset.state === 'idle',
    before, { timeout: 60_000 });
  const cmdline = (await page.textContent('#cmdline')) ?? '';
  assert.match(cmdline, /--c\+\+20 /);
  assert.match(cmdline, / --device-c /);
  assert.doesNotMatch(cmdline, /--static-host-stub/, 'nvcc drops --static-host-stub under -rdc=true');
  assert.ok((await page.evaluate(() => window.playground.text('int'))).includes('__cudaPushCallConfiguration'));
  await page.selectOption('#opt-std', 'c++17');
  await page.uncheck('#opt-rdc');
});

test('a planted error shows in the diagnostics pane', { timeout: 120_000 }, async () => {
  await page.click('#editor .cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('int planted = undefined_thing;');
  const message = 'identifier "undefined_thing" is undefined';
  await waitForPanes('the diagnostics pane to report the planted error',
    (m) => window.playground.text('diagnostics').includes(m), message);
  // What a person sees: the visible diagnostics pane, and the status line.
  const shown = await page.textContent('#out-diagnostics .cm-content');
  assert.ok(shown?.includes(message), `diagnostics pane shows: ${shown}`);
  assert.match((await page.textContent('#status')) ?? '', /exit 2/);
  await page.screenshot({ path: join(OUT, 'playground-error.png') });
});

test('the page made no network requests beyond its own server', () => {
  assert.deepEqual(foreignRequests, []);
});
