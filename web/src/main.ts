// The playground page: an editor, an options panel, and read-only panes for
// everything the core produces. All compiling happens in the core (in a
// worker); this file only schedules compiles and displays results.
import { EditorView, basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { cpp } from '@codemirror/lang-cpp';
import { setDiagnostics, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { buildArgs, shellWord, DEFAULT_OPTIONS, type PlaygroundOptions } from './args';
import { EXAMPLE } from './example';
import type { CompileRequest, CompileResult, WorkerReply } from './protocol';
import './style.css';

const MAIN_FILE = 'kernel.cu';
const DEBOUNCE_MS = 150;
/** A compile that takes longer than this is abandoned (the worker is replaced). */
const WATCHDOG_MS = 20_000;
const STORAGE_KEY = 'cudafe-playground:v1';

const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;

// ---------- output panes ----------

type PaneName = 'int' | 'stub' | 'device' | 'diagnostics' | 'il' | 'preprocessed';

const paneTexts: Record<PaneName, string> = {
  int: '', stub: '', device: '', diagnostics: '', il: '', preprocessed: '',
};

function readOnlyView(parent: HTMLElement, lang: Extension[]): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: '',
      extensions: [basicSetup, EditorState.readOnly.of(true), EditorView.editable.of(false), ...lang],
    }),
  });
}

const panes: Record<PaneName, EditorView> = {
  int: readOnlyView($('#out-int'), [cpp()]),
  stub: readOnlyView($('#out-stub'), [cpp()]),
  device: readOnlyView($('#out-device'), [cpp()]),
  diagnostics: readOnlyView($('#out-diagnostics'), [EditorView.lineWrapping]),
  il: readOnlyView($('#out-il'), []),
  preprocessed: readOnlyView($('#out-preprocessed'), [cpp()]),
};

/**
 * The line (1-based) where the edited file's own code starts in an output:
 * the first line marker naming it after the last marker of a header
 * (`# N "/usr/local/cuda/include/…"`, `<built-in>`, `<command-line>`).
 * Outputs start with hundreds of lines of built-in headers; the panes open
 * at the user's code instead.
 */
function userCodeLine(text: string): number | undefined {
  const lines = text.split('\n');
  let target: number | undefined;
  lines.forEach((l, i) => {
    const m = /^# \d+ "([^"]*)"/.exec(l);
    if (!m) return;
    const file = m[1];
    if (file.startsWith('/') || file.startsWith('<')) target = undefined;
    else if (target === undefined && (file === MAIN_FILE || file.endsWith(`/${MAIN_FILE}`))) target = i + 1;
  });
  return target;
}

function setPane(name: PaneName, text: string, placeholder: string, scrollToUserCode = false) {
  paneTexts[name] = text;
  const shown = text === '' ? placeholder : text;
  const view = panes[name];
  if (view.state.doc.toString() !== shown) {
    const line = scrollToUserCode ? userCodeLine(shown) : undefined;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: shown } });
    if (line !== undefined && line <= view.state.doc.lines) {
      view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'start' }) });
    }
  }
  const meta = document.querySelector(`[data-pane="${name}"] .meta`);
  if (meta) {
    const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    meta.textContent = text === '' ? '' : `${lines} line${lines === 1 ? '' : 's'}`;
  }
}

// ---------- options ----------

function readOptions(): PlaygroundOptions {
  return {
    std: ($('#opt-std') as HTMLSelectElement).value,
    extendedLambda: ($('#opt-extended-lambda') as HTMLInputElement).checked,
    relaxedConstexpr: ($('#opt-relaxed-constexpr') as HTMLInputElement).checked,
    rdc: ($('#opt-rdc') as HTMLInputElement).checked,
    ilDisplay: ($('#opt-il') as HTMLInputElement).checked,
  };
}

function writeOptions(o: PlaygroundOptions) {
  ($('#opt-std') as HTMLSelectElement).value = o.std;
  ($('#opt-extended-lambda') as HTMLInputElement).checked = o.extendedLambda;
  ($('#opt-relaxed-constexpr') as HTMLInputElement).checked = o.relaxedConstexpr;
  ($('#opt-rdc') as HTMLInputElement).checked = o.rdc;
  ($('#opt-il') as HTMLInputElement).checked = o.ilDisplay;
}

// ---------- saved state (this browser only) ----------

interface Saved { source: string; options: PlaygroundOptions }

function loadSaved(): Saved {
  try {
    const s = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    if (s && typeof s.source === 'string') return { source: s.source, options: { ...DEFAULT_OPTIONS, ...s.options } };
  } catch { /* unreadable: start fresh */ }
  return { source: EXAMPLE, options: DEFAULT_OPTIONS };
}

function save() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: editor.state.doc.toString(), options: readOptions() }));
  } catch { /* storage full or disabled: not worth reporting */ }
}

// ---------- editor ----------

const saved = loadSaved();
writeOptions(saved.options);

let debounceTimer: number | undefined;
function scheduleCompile() {
  window.clearTimeout(debounceTimer);
  debounceTimer = window.setTimeout(requestCompile, DEBOUNCE_MS);
}

const editor = new EditorView({
  parent: $('#editor'),
  state: EditorState.create({
    doc: saved.source,
    extensions: [
      basicSetup,
      cpp(),
      EditorView.updateListener.of((u) => { if (u.docChanged) scheduleCompile(); }),
    ],
  }),
});

// ---------- compiling in a worker ----------

const status = $('#status');
let worker: Worker;
let nextId = 1;
/** The request being compiled, if any. */
let inFlight: { id: number; sentAt: number; watchdog: number } | undefined;
/** The source changed while a compile was in flight: compile again after. */
let stale = false;
let compiles = 0;

function startWorker() {
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (ev: MessageEvent<WorkerReply>) => onReply(ev.data);
  worker.onerror = (ev) => {
    showFailure(`worker error: ${ev.message}`);
  };
}

function requestCompile() {
  save();
  const opts = readOptions();
  const args = buildArgs(opts, MAIN_FILE);
  $('#cmdline').textContent = ['cudafe++', ...args, MAIN_FILE].map(shellWord).join(' ');
  if (inFlight) { stale = true; return; }
  const req: CompileRequest = {
    id: nextId++,
    files: { [MAIN_FILE]: editor.state.doc.toString() },
    main: MAIN_FILE,
    args,
  };
  inFlight = {
    id: req.id,
    sentAt: performance.now(),
    watchdog: window.setTimeout(() => {
      // The core never returned (a hang): replace the worker so later edits still compile.
      worker.terminate();
      inFlight = undefined;
      showFailure(`compile did not finish within ${WATCHDOG_MS / 1000} s; abandoned`);
      startWorker();
      if (stale) { stale = false; requestCompile(); }
    }, WATCHDOG_MS),
  };
  document.body.dataset.state = 'compiling';
  status.textContent = 'compiling…';
  status.className = 'status busy';
  worker.postMessage(req);
}

function finishInFlight(id: number): number | undefined {
  if (!inFlight || inFlight.id !== id) return undefined;
  window.clearTimeout(inFlight.watchdog);
  const elapsed = performance.now() - inFlight.sentAt;
  inFlight = undefined;
  if (stale) { stale = false; requestCompile(); } else { document.body.dataset.state = 'idle'; }
  return elapsed;
}

function onReply(m: WorkerReply) {
  if (m.kind === 'ready') return;
  if (!inFlight || inFlight.id !== m.id) return;
  // A panic aborts inside the wasm instance and leaves it unusable: start a
  // fresh worker before the next compile is sent.
  if (m.kind === 'failure') { worker.terminate(); startWorker(); }
  const elapsed = finishInFlight(m.id) ?? 0;
  compiles++;
  document.body.dataset.compiles = String(compiles);
  if (m.kind === 'failure') showFailure(m.message);
  else showResult(m.result, elapsed);
}

function showFailure(message: string) {
  status.textContent = message;
  status.className = 'status bad';
  setPane('diagnostics', `internal failure: ${message}\n`, '');
  if (!inFlight) document.body.dataset.state = 'idle';
}

function showResult(r: CompileResult, elapsedMs: number) {
  const noPass = (what: string) => r.exitStatus !== 0 ? `// no ${what}: the compilation had errors` : `// (no ${what})`;
  setPane('int', r.intText, noPass('.int.c'), true);
  setPane('stub', r.stubText, noPass('stub file'));
  setPane('device', r.deviceText, noPass('device code'), true);
  setPane('il', r.ilDump, readOptions().ilDisplay ? '(empty IL dump)' : '(IL dump is off: tick "IL dump")');
  setPane('preprocessed', r.preprocessed, '', true);
  setPane('diagnostics', r.diagnosticsText, 'no diagnostics');

  const errors = r.diagnostics.filter((d) => /error/.test(d.severity)).length;
  const warnings = r.diagnostics.filter((d) => d.severity === 'warning').length;
  const parts = [`compiled in ${r.compileMs.toFixed(1)} ms`, `exit ${r.exitStatus}`];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  status.textContent = parts.join(' · ');
  status.title = `core ${r.compileMs.toFixed(1)} ms, round trip through the worker ${elapsedMs.toFixed(0)} ms`
    + (r.moduleId ? `\nmodule id ${r.moduleId}` : '');
  status.className = r.exitStatus === 0 ? 'status ok' : 'status bad';

  // Underline the diagnostics that point into the edited file.
  const doc = editor.state.doc;
  const marks: LintDiagnostic[] = [];
  for (const d of r.diagnostics) {
    // The file is as line markers name it: the source name, its path, or ""
    // when the input had no markers.
    const inMain = d.file === '' || d.file === MAIN_FILE || d.file.endsWith(`/${MAIN_FILE}`);
    if (!inMain || d.line < 1 || d.line > doc.lines) continue;
    const line = doc.line(d.line);
    const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
    const word = /^[\w$]+/.exec(line.text.slice(from - line.from));
    const to = Math.min(from + Math.max(word ? word[0].length : 1, 1), doc.length);
    const severity = d.severity === 'warning' ? 'warning' : /error/.test(d.severity) ? 'error' : 'info';
    marks.push({ from, to, severity, message: `#${d.number}: ${d.message}` });
  }
  editor.dispatch(setDiagnostics(editor.state, marks));
}

$('#options').addEventListener('change', () => requestCompile());

// For tests and the curious: the full text of each pane (the views only
// render the visible lines).
declare global {
  interface Window { playground: { text(pane: PaneName): string; compiles(): number } }
}
window.playground = { text: (p) => paneTexts[p], compiles: () => compiles };

startWorker();
requestCompile();
