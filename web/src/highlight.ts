// CodeMirror decorations the page sets from outside: the lines mapped to the
// cursor's line in another pane, and annotations for the transformations.
import { StateEffect, StateField, RangeSetBuilder, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** Lines (1-based) to highlight as "same source line as the cursor". */
export const setMapped = StateEffect.define<number[]>();

/** Annotated line ranges: [first, last] (1-based), with a class and a tooltip. */
export interface Annotation { first: number; last: number; cls: string; title: string }
export const setAnnotations = StateEffect.define<Annotation[]>();

/** Character ranges in the document to mark (source side of transformations). */
export interface Mark { from: number; to: number; cls: string; title: string }
export const setMarks = StateEffect.define<Mark[]>();

const mappedLine = Decoration.line({ class: 'cm-mapped' });

function lineDecos(view: { doc: { lines: number; line(n: number): { from: number } } }, lines: number[]): DecorationSet {
  const b = new RangeSetBuilder<Decoration>();
  const sorted = [...new Set(lines)].filter((l) => l >= 1 && l <= view.doc.lines).sort((a, c) => a - c);
  for (const l of sorted) b.add(view.doc.line(l).from, view.doc.line(l).from, mappedLine);
  return b.finish();
}

const mappedField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    let d = tr.docChanged ? Decoration.none : deco.map(tr.changes);
    for (const e of tr.effects) if (e.is(setMapped)) d = lineDecos(tr.state, e.value);
    return d;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const annotationField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    let d = tr.docChanged ? Decoration.none : deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setAnnotations)) continue;
      const doc = tr.state.doc;
      const perLine = new Map<number, Annotation[]>();
      for (const a of e.value) {
        for (let l = Math.max(1, a.first); l <= Math.min(a.last, doc.lines); l++) {
          const list = perLine.get(l) ?? [];
          list.push(a);
          perLine.set(l, list);
        }
      }
      const b = new RangeSetBuilder<Decoration>();
      for (const l of [...perLine.keys()].sort((x, y) => x - y)) {
        const list = perLine.get(l) ?? [];
        const cls = ['cm-explained', ...new Set(list.map((a) => a.cls))].join(' ');
        const title = [...new Set(list.map((a) => a.title))].join('\n');
        const pos = doc.line(l).from;
        b.add(pos, pos, Decoration.line({ class: cls, attributes: { title } }));
      }
      d = b.finish();
    }
    return d;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const markField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    let d = deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setMarks)) continue;
      const len = tr.state.doc.length;
      const ranges = e.value
        .filter((m) => m.from < m.to && m.to <= len)
        .sort((a, b) => a.from - b.from || a.to - b.to)
        .map((m) => Decoration.mark({ class: m.cls, attributes: { title: m.title } }).range(m.from, m.to));
      d = Decoration.set(ranges, true);
    }
    return d;
  },
  provide: (f) => EditorView.decorations.from(f),
});

export const highlightExtensions: Extension = [mappedField, annotationField, markField];
