// The playground page: file tabs and an editor, an options panel, read-only
// panes for everything the core produces, the source ↔ output mapping and
// the list of transformations. All compiling and all analysis happen in the
// core (in a worker); this file schedules compiles and displays results.
import { EditorView, basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { Decoration, MatchDecorator, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { cpp } from '@codemirror/lang-cpp';
import { setDiagnostics, lintGutter, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { DEFAULT_OPTIONS, type CommandLines, type PlaygroundOptions } from './options';
import { EXAMPLES, DEFAULT_EXAMPLE, type Example } from './examples';
import { KIND_TITLE, KIND_TEXT, KIND_SHORT } from './explain-text';
import { highlightExtensions, setMapped, setAnnotations, setMarks, type Annotation, type Mark } from './highlight';
import { loadLocal, saveLocal, encodeHash, decodeHash, type PlaygroundState } from './state';
import type { CompileRequest, CompileResult, LineMap, Transformation, WorkerReply } from './protocol';
import './style.css';

const MAIN_FILE = 'kernel.cu';
const DEBOUNCE_MS = 150;
/** A compile that takes longer than this is abandoned (the worker is replaced). */
const WATCHDOG_MS = 20_000;

const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]): HTMLElementTagNameMap[K] => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
};

// ---------- CUDA-aware highlighting on top of C++ ----------

const cudaWords = new MatchDecorator({
  regexp: /\b(?:__global__|__device__|__host__|__shared__|__constant__|__managed__|__grid_constant__|__launch_bounds__|__restrict__|__syncthreads|__forceinline__|__noinline__)\b|<<<|>>>|\b(?:threadIdx|blockIdx|blockDim|gridDim|warpSize)\b/g,
  decoration: (m) => Decoration.mark({ class: /^(?:threadIdx|blockIdx|blockDim|gridDim|warpSize)$/.test(m[0]) ? 'cm-cuda-builtin' : 'cm-cuda-kw' }),
});
const cudaHighlight = ViewPlugin.fromClass(class {
  decorations: DecorationSet;
  constructor(view: EditorView) { this.decorations = cudaWords.createDeco(view); }
  update(u: ViewUpdate) { this.decorations = cudaWords.updateDeco(u, this.decorations); }
}, { decorations: (v) => v.decorations });

// ---------- output panes ----------

type PaneName = 'int' | 'stub' | 'device' | 'diagnostics' | 'il' | 'preprocessed';
const PANES: PaneName[] = ['int', 'stub', 'device', 'diagnostics', 'il', 'preprocessed'];
/** Panes whose text has a line map, and its key in the result. */
const MAPPED: Partial<Record<PaneName, keyof CompileResult['lineMaps']>> = {
  int: 'intText', stub: 'stubText', device: 'deviceText', preprocessed: 'preprocessed',
};
const ARTIFACT_PANE: Record<string, PaneName> = { intText: 'int', stubText: 'stub', deviceText: 'device' };

const paneTexts: Record<PaneName, string> = { int: '', stub: '', device: '', diagnostics: '', il: '', preprocessed: '' };
/** The pane shows the artifact (not a placeholder), so line maps apply. */
const paneReal: Record<PaneName, boolean> = { int: false, stub: false, device: false, diagnostics: false, il: false, preprocessed: false };
const mappedLines: Record<PaneName, number[]> = { int: [], stub: [], device: [], diagnostics: [], il: [], preprocessed: [] };
const panes = {} as Record<PaneName, EditorView>;
let lastResult: CompileResult | undefined;

function paneSection(name: PaneName): HTMLElement {
  return $(`.pane[data-pane="${name}"]`);
}

function buildPanes() {
  const tabs = $('#pane-tabs');
  for (const name of PANES) {
    const sec = paneSection(name);
    const title = sec.dataset.title ?? name;
    sec.id = `pane-${name}`;
    sec.setAttribute('role', 'tabpanel');
    sec.setAttribute('aria-labelledby', `pane-title-${name}`);
    const download = el('button', { type: 'button', className: 'download', textContent: 'Download' });
    download.setAttribute('aria-label', `Download the ${title}`);
    download.addEventListener('click', () => downloadPane(name));
    const h2 = el('h2', { id: `pane-title-${name}` }, title, ' ', el('span', { className: 'meta' }), download);
    const host = el('div', { className: 'cm-host', id: `out-${name}` });
    sec.append(h2);
    if (name === 'diagnostics') sec.append(el('ul', { className: 'diag-list', id: 'diag-list' }));
    sec.append(host);
    const ext: Extension[] = [basicSetup, EditorState.readOnly.of(true), highlightExtensions];
    if (name === 'diagnostics') ext.push(EditorView.lineWrapping);
    else if (name !== 'il') ext.push(cpp());
    if (MAPPED[name]) {
      ext.push(EditorView.updateListener.of((u) => {
        if (u.selectionSet && u.transactions.some((t) => t.isUserEvent('select'))) mapFromPane(name);
      }));
    }
    panes[name] = new EditorView({ parent: host, state: EditorState.create({ doc: '', extensions: ext }) });
    panes[name].contentDOM.setAttribute('aria-label', `${title} (read-only)`);

    const tab = el('button', { type: 'button', id: `pane-tab-${name}`, textContent: title });
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', sec.id);
    tab.addEventListener('click', () => selectPaneTab(name));
    tab.addEventListener('keydown', (e) => tabKeys(e, PANES.map((p) => `#pane-tab-${p}`)));
    tabs.append(tab);
  }
  selectPaneTab('int');
}

/** Arrow keys move between the tabs of a tab list. */
function tabKeys(e: KeyboardEvent, ids: string[]) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const i = ids.findIndex((id) => document.querySelector(id) === e.currentTarget);
  const next = document.querySelector<HTMLElement>(ids[(i + (e.key === 'ArrowRight' ? 1 : ids.length - 1)) % ids.length]);
  next?.focus();
  next?.click();
  e.preventDefault();
}

function selectPaneTab(name: PaneName) {
  for (const p of PANES) {
    const on = p === name;
    const tab = $(`#pane-tab-${p}`);
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    paneSection(p).classList.toggle('selected', on);
  }
  panes[name]?.requestMeasure();
}

let layoutChosen: 'tabs' | 'tiles' | undefined;
const narrow = window.matchMedia('(max-width: 1000px)');
function applyLayout() {
  const layout = layoutChosen ?? (narrow.matches ? 'tabs' : 'tiles');
  $('#outputs').dataset.layout = layout;
  const btn = $('#layout-toggle');
  btn.setAttribute('aria-pressed', String(layout === 'tabs'));
  btn.textContent = layout === 'tabs' ? 'Tiles' : 'Tabs';
  btn.setAttribute('aria-label', layout === 'tabs' ? 'Show the outputs side by side' : 'Show the outputs as tabs');
  for (const p of PANES) panes[p]?.requestMeasure();
}

function setPane(name: PaneName, text: string, placeholder: string) {
  paneTexts[name] = text;
  paneReal[name] = text !== '';
  const shown = text === '' ? placeholder : text;
  const view = panes[name];
  if (view.state.doc.toString() !== shown) {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: shown } });
  }
  const meta = paneSection(name).querySelector('.meta');
  if (meta) {
    const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    meta.textContent = text === '' ? '' : `${lines} line${lines === 1 ? '' : 's'}`;
  }
  (paneSection(name).querySelector('button.download') as HTMLButtonElement).disabled = text === '';
}

function paneFileName(name: PaneName): string {
  const base = MAIN_FILE.replace(/\.[^.]*$/, '');
  return (paneSection(name).dataset.file ?? `${name}.txt`).replace(/^kernel/, base);
}

function downloadPane(name: PaneName) {
  const text = paneTexts[name];
  if (text === '') return;
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: paneFileName(name) });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Scroll line `line` of `view` into the middle, unless it is visible. */
function reveal(view: EditorView, line: number) {
  if (line < 1 || line > view.state.doc.lines) return;
  const pos = view.state.doc.line(line).from;
  const { from, to } = view.viewport;
  const rect = view.scrollDOM.getBoundingClientRect();
  const block = view.lineBlockAt(pos);
  const top = block.top - view.scrollDOM.scrollTop + view.documentTop - rect.top;
  const visible = pos >= from && pos <= to && top >= 0 && top < rect.height - 10;
  if (!visible) view.dispatch({ effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
}

/**
 * The line where the user's own code starts in an output: the first line
 * whose origin is the main file (outputs open with hundreds of lines of
 * built-in headers; the panes open at the user's code instead).
 */
function firstUserLine(map: LineMap): number | undefined {
  const idx = map.files.indexOf(MAIN_FILE) + 1;
  if (idx === 0) return undefined;
  const i = map.file.findIndex((f) => f === idx);
  return i < 0 ? undefined : i + 1;
}

// ---------- mapping ----------

/** Output lines (1-based) of `map` whose origin is `file`:`line`. */
function linesFrom(map: LineMap, file: string, line: number): number[] {
  const idx = map.files.indexOf(file) + 1;
  if (idx === 0) return [];
  const out: number[] = [];
  for (let i = 0; i < map.line.length; i++) if (map.file[i] === idx && map.line[i] === line) out.push(i + 1);
  return out;
}

/** The editor shows a highlight set from an output pane. */
let editorMapped = false;

function showMapped(name: PaneName | 'editor', lines: number[], scroll: boolean) {
  const view = name === 'editor' ? editor : panes[name];
  if (name !== 'editor') {
    mappedLines[name] = lines;
    paneSection(name).dataset.mapped = String(lines.length);
  } else editorMapped = lines.length > 0;
  view.dispatch({ effects: setMapped.of(lines) });
  if (scroll && lines.length > 0) reveal(view, lines[0]);
}

/** The cursor moved in the editor: highlight what its line became. */
function mapFromEditor() {
  if (!lastResult) return;
  const line = editor.state.doc.lineAt(editor.state.selection.main.head).number;
  for (const [pane, key] of Object.entries(MAPPED) as [PaneName, keyof CompileResult['lineMaps']][]) {
    const lines = paneReal[pane] ? linesFrom(lastResult.lineMaps[key], active, line) : [];
    showMapped(pane, lines, true);
  }
}

/** The cursor moved in an output pane: highlight the source line and its other outputs. */
function mapFromPane(from: PaneName) {
  const key = MAPPED[from];
  if (!lastResult || !key || !paneReal[from]) return;
  const view = panes[from];
  const n = view.state.doc.lineAt(view.state.selection.main.head).number;
  const map = lastResult.lineMaps[key];
  const f = map.file[n - 1] ?? 0;
  const file = f > 0 ? map.files[f - 1] : undefined;
  const line = map.line[n - 1] ?? 0;
  $('#status-origin').textContent = file ? `${paneSection(from).dataset.title} line ${n} ← ${file}:${line}` : '';
  for (const [pane, k] of Object.entries(MAPPED) as [PaneName, keyof CompileResult['lineMaps']][]) {
    const lines = file && paneReal[pane] ? linesFrom(lastResult.lineMaps[k], file, line) : [];
    showMapped(pane, lines, pane !== from);
  }
  showMapped('editor', file === active ? [line] : [], true);
}

// ---------- explanations ----------

function transformationLabel(t: Transformation): string {
  const where = t.endLine > t.line ? `${t.file}:${t.line}–${t.endLine}` : `${t.file}:${t.line}`;
  return `${KIND_TITLE[t.kind]}${t.name ? `: ${t.name}` : ''} (${where})`;
}

function renderExplanations(r: CompileResult) {
  const list = $('#explain-list');
  list.replaceChildren();
  $('#explain-count').textContent = r.transformations.length ? String(r.transformations.length) : '';
  if (r.transformations.length === 0) {
    list.append(el('li', { className: 'empty', textContent: r.exitStatus === 0
      ? 'No CUDA transformations in this program.'
      : 'Fix the errors to see what the front end does with the program.' }));
  }
  r.transformations.forEach((t, i) => {
    const button = el('button', { type: 'button', className: 'explain-item', textContent: transformationLabel(t) });
    button.dataset.kind = t.kind;
    button.dataset.index = String(i);
    button.addEventListener('click', () => focusTransformation(t));
    list.append(el('li', { className: `kind-${t.kind}` }, button, el('p', { textContent: KIND_TEXT[t.kind] })));
  });

  // Annotations in the output panes and marks in the source.
  const perPane: Partial<Record<PaneName, Annotation[]>> = {};
  for (const t of r.transformations) {
    for (const o of t.outputs) {
      const pane = ARTIFACT_PANE[o.artifact];
      if (!pane) continue;
      (perPane[pane] ??= []).push({ first: o.first, last: o.last, cls: `cm-x-${t.kind}`, title: `${KIND_SHORT[t.kind]} (${t.file}:${t.line})` });
    }
  }
  for (const p of ['int', 'stub', 'device'] as PaneName[]) {
    panes[p].dispatch({ effects: setAnnotations.of(paneReal[p] ? perPane[p] ?? [] : []) });
  }
  markSource();
}

/** Marks the source side of the transformations in the active file. */
function markSource() {
  const doc = editor.state.doc;
  const marks: Mark[] = [];
  for (const t of lastResult?.transformations ?? []) {
    if (t.file !== active || t.line < 1 || t.line > doc.lines) continue;
    const first = doc.line(t.line);
    const last = doc.line(Math.min(Math.max(t.endLine, t.line), doc.lines));
    let from = first.from;
    let to = t.column > 0 ? first.to : last.to;
    if (t.column > 0) {
      from = Math.min(first.from + t.column - 1, first.to);
      to = t.endColumn > t.column ? Math.min(first.from + t.endColumn - 1, first.to) : first.to;
    } else {
      from = first.from + (first.text.length - first.text.trimStart().length);
    }
    if (to > from) marks.push({ from, to, cls: 'cm-src-explained', title: KIND_SHORT[t.kind] });
  }
  editor.dispatch({ effects: setMarks.of(marks) });
}

function focusTransformation(t: Transformation) {
  if (t.file !== active && t.file in editorStates) switchFile(t.file);
  if (t.file === active && t.line >= 1 && t.line <= editor.state.doc.lines) {
    const line = editor.state.doc.line(t.line);
    const anchor = t.column > 0 ? Math.min(line.from + t.column - 1, line.to) : line.from;
    editor.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
  }
  const per: Partial<Record<PaneName, number[]>> = {};
  for (const o of t.outputs) {
    const pane = ARTIFACT_PANE[o.artifact];
    if (!pane) continue;
    for (let l = o.first; l <= o.last; l++) (per[pane] ??= []).push(l);
  }
  for (const p of Object.keys(MAPPED) as PaneName[]) showMapped(p, per[p] ?? [], true);
  const firstPane = (Object.keys(per) as PaneName[])[0];
  if (firstPane && $('#outputs').dataset.layout === 'tabs') selectPaneTab(firstPane);
}

// ---------- diagnostics ----------

function inFile(dfile: string, name: string): boolean {
  return dfile === name || dfile.endsWith(`/${name}`) || (dfile === '' && name === MAIN_FILE);
}

function renderDiagnostics(r: CompileResult) {
  const list = $('#diag-list');
  list.replaceChildren();
  for (const d of r.diagnostics) {
    if (d.line < 1) continue;
    const text = `${d.file || MAIN_FILE}:${d.line}: ${d.severity}: ${d.message}`;
    const b = el('button', { type: 'button', className: `diag ${d.severity.replace(/\s/g, '-')}`, textContent: text });
    b.addEventListener('click', () => {
      const name = Object.keys(editorStates).find((n) => inFile(d.file, n));
      if (!name) return;
      switchFile(name);
      const doc = editor.state.doc;
      const line = doc.line(Math.min(d.line, doc.lines));
      const pos = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
      editor.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      editor.focus();
    });
    list.append(el('li', {}, b));
  }
  underlineDiagnostics();
}

/** Underline the diagnostics that point into the active file. */
function underlineDiagnostics() {
  const doc = editor.state.doc;
  const marks: LintDiagnostic[] = [];
  for (const d of lastResult?.diagnostics ?? []) {
    if (!inFile(d.file, active) || d.line < 1 || d.line > doc.lines) continue;
    const line = doc.line(d.line);
    const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
    const word = /^[\w$]+/.exec(line.text.slice(from - line.from));
    const to = Math.min(from + Math.max(word ? word[0].length : 1, 1), doc.length);
    const severity = d.severity === 'warning' ? 'warning' : /error/.test(d.severity) ? 'error' : 'info';
    marks.push({ from, to, severity, message: `#${d.number}: ${d.message}` });
  }
  editor.dispatch(setDiagnostics(editor.state, marks));
}

// ---------- options ----------

function readOptions(): PlaygroundOptions {
  return {
    std: ($('#opt-std') as HTMLSelectElement).value,
    hostCompiler: ($('#opt-host') as HTMLSelectElement).value,
    hostVersion: ($('#opt-host-version') as HTMLSelectElement).value,
    arch: ($('#opt-arch') as HTMLSelectElement).value,
    extendedLambda: ($('#opt-extended-lambda') as HTMLInputElement).checked,
    relaxedConstexpr: ($('#opt-relaxed-constexpr') as HTMLInputElement).checked,
    rdc: ($('#opt-rdc') as HTMLInputElement).checked,
    ilDisplay: ($('#opt-il') as HTMLInputElement).checked,
  };
}

function writeOptions(o: PlaygroundOptions) {
  const setSelect = (sel: string, v: string) => {
    const s = $(sel) as HTMLSelectElement;
    if (![...s.options].some((opt) => opt.value === v)) s.append(el('option', { value: v, textContent: v }));
    s.value = v;
  };
  setSelect('#opt-std', o.std);
  setSelect('#opt-host', o.hostCompiler);
  setSelect('#opt-host-version', o.hostVersion);
  setSelect('#opt-arch', o.arch);
  ($('#opt-extended-lambda') as HTMLInputElement).checked = o.extendedLambda;
  ($('#opt-relaxed-constexpr') as HTMLInputElement).checked = o.relaxedConstexpr;
  ($('#opt-rdc') as HTMLInputElement).checked = o.rdc;
  ($('#opt-il') as HTMLInputElement).checked = o.ilDisplay;
}

/** The real command lines the options mean (computed by the core in the worker). */
function showCommands(c: CommandLines) {
  $('#cmd-nvcc').textContent = c.nvcc;
  $('#cmdline').textContent = c.cudafe;
  $('#cmd-cicc').textContent = c.cicc;
}

// ---------- files and the editor ----------

/** Each file's editor state (keeps its undo history), in tab order. */
let editorStates: Record<string, EditorState> = {};
let active = MAIN_FILE;

let debounceTimer: number | undefined;
function scheduleCompile() {
  window.clearTimeout(debounceTimer);
  debounceTimer = window.setTimeout(requestCompile, DEBOUNCE_MS);
}

const editorExtensions: Extension[] = [
  basicSetup,
  cpp(),
  cudaHighlight,
  lintGutter(),
  highlightExtensions,
  EditorView.updateListener.of((u) => {
    if (u.docChanged) {
      lastEdit = performance.now();
      scheduleCompile();
    }
    if (u.selectionSet || u.docChanged) {
      mapFromEditor();
      // A highlight set from an output pane ends when the cursor moves here
      // (after this update: a view cannot be updated from its own listener).
      if (editorMapped && u.transactions.some((t) => t.isUserEvent('select') || t.docChanged)) {
        queueMicrotask(() => showMapped('editor', [], false));
      }
    }
  }),
];

const editor = new EditorView({ parent: $('#editor') });
editor.contentDOM.setAttribute('aria-label', 'Source editor');

function newState(text: string): EditorState {
  return EditorState.create({ doc: text, extensions: editorExtensions });
}

function currentState(): PlaygroundState {
  editorStates[active] = editor.state;
  const files: Record<string, string> = {};
  for (const [name, s] of Object.entries(editorStates)) files[name] = s.doc.toString();
  return { files, active, options: readOptions() };
}

function loadState(s: PlaygroundState) {
  editorStates = {};
  // The main file is always first and always there.
  editorStates[MAIN_FILE] = newState(s.files[MAIN_FILE] ?? '');
  for (const [name, text] of Object.entries(s.files)) if (name !== MAIN_FILE) editorStates[name] = newState(text);
  active = s.active in editorStates ? s.active : MAIN_FILE;
  editor.setState(editorStates[active]);
  writeOptions(s.options);
  scrollOnNextResult = true;
  renderFileTabs();
  requestCompile();
}

function switchFile(name: string) {
  if (name === active || !(name in editorStates)) return;
  editorStates[active] = editor.state;
  active = name;
  editor.setState(editorStates[name]);
  renderFileTabs();
  underlineDiagnostics();
  markSource();
  mapFromEditor();
  save();
}

function renderFileTabs() {
  const tabs = $('#file-tabs');
  tabs.replaceChildren();
  const names = Object.keys(editorStates);
  for (const name of names) {
    const tab = el('button', { type: 'button', className: 'file-tab', id: `file-tab-${cssId(name)}`, textContent: name });
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(name === active));
    tab.tabIndex = name === active ? 0 : -1;
    tab.addEventListener('click', () => switchFile(name));
    tab.addEventListener('keydown', (e) => tabKeys(e, names.map((n) => `#file-tab-${cssId(n)}`)));
    const wrap = el('span', { className: 'file-tab-wrap' }, tab);
    if (name !== MAIN_FILE) {
      const close = el('button', { type: 'button', className: 'file-close', textContent: '×' });
      close.setAttribute('aria-label', `Remove ${name}`);
      close.addEventListener('click', () => removeFile(name));
      wrap.append(close);
    }
    tabs.append(wrap);
  }
}

function cssId(name: string): string {
  return name.replace(/[^\w-]/g, '_');
}

function addFile(name: string) {
  name = name.trim();
  if (!/^[\w.+-][\w./+-]*$/.test(name) || name in editorStates) return false;
  editorStates[active] = editor.state;
  editorStates[name] = newState(`// ${name}\n`);
  renderFileTabs();
  switchFile(name);
  scheduleCompile();
  return true;
}

function removeFile(name: string) {
  if (name === MAIN_FILE || !(name in editorStates)) return;
  if (active === name) switchFile(MAIN_FILE);
  delete editorStates[name];
  renderFileTabs();
  scheduleCompile();
}

function save() {
  saveLocal(currentState());
}

// ---------- examples ----------

function buildGallery() {
  const list = $('#gallery-list');
  for (const ex of EXAMPLES) {
    const b = el('button', { type: 'button', className: 'example-open', textContent: ex.title });
    b.dataset.example = ex.id;
    b.addEventListener('click', () => {
      ($('#gallery') as HTMLDialogElement).close();
      openExample(ex);
    });
    list.append(el('li', { className: ex.errors ? 'with-errors' : '' }, b, el('p', { textContent: ex.about })));
  }
}

function openExample(ex: Example) {
  loadState({ files: { ...ex.files }, active: MAIN_FILE, options: { ...DEFAULT_OPTIONS, ...(ex.options ?? {}) } });
  showExampleNote(ex);
  save();
}

function showExampleNote(ex: Example | undefined) {
  const note = $('#example-note');
  note.hidden = !ex;
  if (!ex) return;
  note.replaceChildren(el('strong', { textContent: `${ex.title}. ` }), ex.about,
    el('button', { type: 'button', className: 'note-close', textContent: 'Hide', onclick: () => { note.hidden = true; } }));
}

// ---------- compiling in a worker ----------

const status = $('#status');
let worker: Worker;
let nextId = 1;
/** The request being compiled, if any. */
let inFlight: { id: number; sentAt: number; watchdog: number } | undefined;
/** The source changed while a compile was in flight: compile again after. */
let stale = false;
let compiles = 0;
/** When the last edit happened, and how long the panes took to follow it. */
let lastEdit = 0;
let lastEditToPanesMs = 0;

function startWorker() {
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (ev: MessageEvent<WorkerReply>) => onReply(ev.data);
  worker.onerror = (ev) => showFailure(`worker error: ${ev.message}`);
}

function requestCompile() {
  window.clearTimeout(debounceTimer);
  const state = currentState();
  saveLocal(state);
  if (inFlight) { stale = true; return; }
  const req: CompileRequest = { id: nextId++, files: state.files, main: MAIN_FILE, options: state.options };
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
  const t0 = performance.now();
  if (m.kind === 'failure') showFailure(m.message);
  else { showCommands(m.commands); showResult(m.result, elapsed); }
  showMs = performance.now() - t0;
  roundTripMs = elapsed;
  compiles++;
  document.body.dataset.compiles = String(compiles);
}

function showFailure(message: string) {
  status.textContent = message;
  status.className = 'status bad';
  setPane('diagnostics', `internal failure: ${message}\n`, '');
  if (!inFlight) document.body.dataset.state = 'idle';
}

function showResult(r: CompileResult, elapsedMs: number) {
  const first = lastResult === undefined;
  lastResult = r;
  if (first) firstResultAt = performance.now();
  const noPass = (what: string) => r.exitStatus !== 0 ? `// no ${what}: the compilation had errors` : `// (no ${what})`;
  setPane('int', r.intText, noPass('.int.c'));
  setPane('stub', r.stubText, noPass('stub file'));
  setPane('device', r.deviceText, noPass('device code'));
  setPane('il', r.ilDump, readOptions().ilDisplay ? '(empty IL dump)' : '(IL dump is off: tick "IL dump")');
  setPane('preprocessed', r.preprocessed, '');
  setPane('diagnostics', r.diagnosticsText, 'no diagnostics');
  renderDiagnostics(r);
  renderExplanations(r);

  const errors = r.diagnostics.filter((d) => /error/.test(d.severity)).length;
  const warnings = r.diagnostics.filter((d) => d.severity === 'warning').length;
  const parts = [`compiled in ${r.compileMs.toFixed(1)} ms`, `exit ${r.exitStatus}`];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  status.textContent = parts.join(' · ');
  status.title = `core ${r.compileMs.toFixed(1)} ms, round trip through the worker ${elapsedMs.toFixed(0)} ms`
    + (r.moduleId ? `\nmodule id ${r.moduleId}` : '');
  status.className = r.exitStatus === 0 ? 'status ok' : 'status bad';

  // Open the panes at the user's code (after hundreds of header lines), on
  // the first result and after an example or a file change.
  if (first || scrollOnNextResult) {
    scrollOnNextResult = false;
    for (const [pane, key] of Object.entries(MAPPED) as [PaneName, keyof CompileResult['lineMaps']][]) {
      const line = paneReal[pane] ? firstUserLine(r.lineMaps[key]) : undefined;
      if (line !== undefined) panes[pane].dispatch({ effects: EditorView.scrollIntoView(panes[pane].state.doc.line(line).from, { y: 'start' }) });
    }
  }
  mapFromEditor();
  if (lastEdit > 0) {
    lastEditToPanesMs = performance.now() - lastEdit;
    lastEdit = 0;
  }
}
let scrollOnNextResult = false;
/** How long the last compile took through the worker, and showing its result. */
let roundTripMs = 0;
let showMs = 0;
/** When the first outputs were shown (ms since navigation start). */
let firstResultAt = 0;

// ---------- share ----------

async function share() {
  const hash = await encodeHash(currentState());
  history.replaceState(null, '', hash);
  const url = location.href;
  const input = $('#share-url') as HTMLInputElement;
  input.hidden = false;
  input.value = url;
  input.focus();
  input.select();
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = 'share link copied';
  } catch {
    status.textContent = 'share link ready (copy it from the field)';
  }
}

// ---------- splitters ----------

function splitter(sep: HTMLElement, apply: (pct: number) => void, axis: 'x' | 'y', container: () => HTMLElement) {
  const set = (pct: number) => {
    const v = Math.max(Number(sep.getAttribute('aria-valuemin')), Math.min(Number(sep.getAttribute('aria-valuemax')), pct));
    sep.setAttribute('aria-valuenow', String(Math.round(v)));
    apply(v);
    for (const p of PANES) panes[p].requestMeasure();
    editor.requestMeasure();
  };
  sep.addEventListener('pointerdown', (e) => {
    sep.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => {
      const r = container().getBoundingClientRect();
      set(axis === 'x' ? ((ev.clientX - r.left) / r.width) * 100 : ((ev.clientY - r.top) / r.height) * 100);
    };
    const up = () => { sep.removeEventListener('pointermove', move); sep.removeEventListener('pointerup', up); };
    sep.addEventListener('pointermove', move);
    sep.addEventListener('pointerup', up);
  });
  sep.addEventListener('keydown', (e) => {
    const now = Number(sep.getAttribute('aria-valuenow'));
    const dec = axis === 'x' ? 'ArrowLeft' : 'ArrowUp';
    const inc = axis === 'x' ? 'ArrowRight' : 'ArrowDown';
    if (e.key === dec) set(now - 5);
    else if (e.key === inc) set(now + 5);
    else return;
    e.preventDefault();
  });
  set(Number(sep.getAttribute('aria-valuenow')));
}

// ---------- start ----------

declare global {
  interface Window {
    playground: {
      text(pane: PaneName): string;
      compiles(): number;
      result(): CompileResult | undefined;
      mapped(pane: PaneName): number[];
      editToPanesMs(): number;
      firstResultAt(): number;
      activeFile(): string;
      cursorTo(line: number): void;
      timings(): { roundTripMs: number; showMs: number };
      cursorLine(): string;
    };
  }
}
window.playground = {
  text: (p) => paneTexts[p],
  compiles: () => compiles,
  result: () => lastResult,
  mapped: (p) => mappedLines[p],
  editToPanesMs: () => lastEditToPanesMs,
  firstResultAt: () => firstResultAt,
  activeFile: () => active,
  timings: () => ({ roundTripMs, showMs }),
  cursorTo: (line) => {
    const pos = editor.state.doc.line(Math.min(Math.max(line, 1), editor.state.doc.lines)).from;
    editor.dispatch({ selection: { anchor: pos } });
    editor.focus();
  },
  cursorLine: () => editor.state.doc.lineAt(editor.state.selection.main.head).text,
};

async function start() {
  buildPanes();
  applyLayout();
  narrow.addEventListener('change', applyLayout);
  $('#layout-toggle').addEventListener('click', () => {
    layoutChosen = $('#outputs').dataset.layout === 'tabs' ? 'tiles' : 'tabs';
    applyLayout();
  });
  const note = el('p', { id: 'example-note', className: 'example-note' });
  note.hidden = true;
  note.setAttribute('role', 'note');
  $('.left').insertBefore(note, $('.editor-pane'));
  $('#status').after(el('span', { id: 'status-origin', className: 'status-origin' }));
  buildGallery();
  $('#open-examples').addEventListener('click', () => ($('#gallery') as HTMLDialogElement).showModal());
  $('#share').addEventListener('click', () => void share());
  $('#options').addEventListener('change', () => requestCompile());
  $('#new-file').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('#new-file-name') as HTMLInputElement;
    if (addFile(input.value)) input.value = '';
  });
  for (const b of document.querySelectorAll<HTMLButtonElement>('button.copy')) {
    b.addEventListener('click', async () => {
      const text = document.getElementById(b.dataset.copy ?? '')?.textContent ?? '';
      try { await navigator.clipboard.writeText(text); b.textContent = 'Copied'; } catch { b.textContent = 'Select and copy'; }
      window.setTimeout(() => { b.textContent = 'Copy'; }, 1500);
    });
  }
  splitter($('#split-main'), (pct) => { $('#layout').style.gridTemplateColumns = `${pct}% 6px minmax(0, 1fr)`; }, 'x', () => $('#layout'));
  splitter($('#split-explain'), (pct) => { $('.left').style.gridTemplateRows = `auto auto minmax(0, ${pct}fr) 6px minmax(0, ${100 - pct}fr)`; }, 'y', () => $('.left'));
  window.addEventListener('hashchange', async () => {
    const s = await decodeHash(location.hash);
    if (s) { scrollOnNextResult = true; loadState(s); }
  });

  startWorker();
  const fromHash = await decodeHash(location.hash);
  const initial = fromHash ?? loadLocal();
  if (initial) loadState(initial);
  else openExample(DEFAULT_EXAMPLE);

  // Offline after the first load: the service worker (written by the build)
  // caches the page's own files; the page makes no other requests.
  if (import.meta.env.PROD && 'serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support is optional */ });
  }
}

void start();
