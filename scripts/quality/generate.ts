/**
 * Quality corpus generator: document pairs with known edits and their ground truth.
 *
 * Base text is real prose (prose.txt). Each pair gets 1–6 edits of the classes below. Edits never
 * overlap: every edited block is separated from any other edited block by at least one untouched
 * block, and at most one edit touches a paragraph or a table. Same seed → same bytes.
 * `--dense` makes the harder corpus: 8–16 edits a pair, edited blocks may touch each other (a
 * deletion next to an insertion, two edited paragraphs in a row), so edits must be told apart.
 *
 *   npx tsx scripts/quality/generate.ts [--out .bench/quality] [--n 60] [--seed 1] [--dense]
 *
 * writes <out>/pair-NNN/{source.docx,target.docx,truth.json}.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDocx } from '../fixtures/docx-builder';
import type { BlockSpec, DocSpec, ParagraphSpec, RunSpec } from '../fixtures/docx-builder';

export const EDIT_CLASSES = [
  'word-insert',
  'word-delete',
  'word-replace',
  'phrase-replace',
  'paragraph-insert',
  'paragraph-delete',
  'paragraph-move',
  'bold-toggle',
  'italic-toggle',
  'table-cell-edit',
  'table-row-insert',
  'table-row-delete',
] as const;
/**
 * Style toggles beyond bold and italic, for the PDF corpus (opt-in, so the default corpus and
 * its seeds stay as they were): words made bigger, or coloured.
 */
export const EXTRA_STYLE_CLASSES = ['size-toggle', 'color-toggle'] as const;
export const ALL_EDIT_CLASSES = [...EDIT_CLASSES, ...EXTRA_STYLE_CLASSES] as const;
export type EditClass = (typeof ALL_EDIT_CLASSES)[number];
export type ExpectedKind = 'Inserted' | 'Deleted' | 'Modified' | 'Moved' | 'StyleChanged';

export const EXPECTED_KIND: Record<EditClass, ExpectedKind> = {
  'word-insert': 'Inserted',
  'word-delete': 'Deleted',
  'word-replace': 'Modified',
  'phrase-replace': 'Modified',
  'paragraph-insert': 'Inserted',
  'paragraph-delete': 'Deleted',
  'paragraph-move': 'Moved',
  'bold-toggle': 'StyleChanged',
  'italic-toggle': 'StyleChanged',
  'size-toggle': 'StyleChanged',
  'color-toggle': 'StyleChanged',
  'table-cell-edit': 'Modified',
  'table-row-insert': 'Inserted',
  'table-row-delete': 'Deleted',
};

/** One known edit. Texts are the changed text only (not the whole paragraph), except for block edits. */
export interface TruthEdit {
  class: EditClass;
  kind: ExpectedKind;
  /** Changed text on the source side ('' for insertions). Rows are cells joined by ` | `. */
  sourceText: string;
  /** Changed text on the target side ('' for deletions). */
  targetText: string;
  /** For style toggles. */
  property?: 'bold' | 'italic' | 'size' | 'color';
  oldValue?: boolean | number | string;
  newValue?: boolean | number | string;
  /** Index of the touched top-level block in the body of the source / target (absent if not there). */
  sourceIndex?: number;
  targetIndex?: number;
  /** For table edits: row (and column) index inside the table, on the side where it exists. */
  row?: number;
  column?: number;
  /** Full text of the touched block on each side (tables: rows joined by newlines, cells by ` | `). */
  sourceContext?: string;
  targetContext?: string;
}

export interface Truth {
  pair: string;
  seed: number;
  sourceBlocks: number;
  targetBlocks: number;
  words: number;
  edits: TruthEdit[];
}

// --------------------------------------------------------------------------------------------
// Seeded PRNG

export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
export function shuffle<T>(rng: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

// --------------------------------------------------------------------------------------------
// Prose

const here = dirname(fileURLToPath(import.meta.url));

export interface Prose {
  paragraphs: string[];
  sentences: string[];
  /** Lower-case alphabetic words of 4+ letters, for inserts and replacements. */
  vocabulary: string[];
}

let proseCache: Prose | undefined;

export function loadProse(): Prose {
  if (proseCache) return proseCache;
  const lines = readFileSync(join(here, 'prose.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const sentences = new Set<string>();
  for (const p of lines) {
    for (const s of p.split(/(?<=[.;:])\s+(?=[A-Z0-9(“"])/)) if (s.split(' ').length >= 5) sentences.add(s);
  }
  const vocab = new Set<string>();
  for (const p of lines) for (const w of p.split(' ')) if (/^[a-z]{4,12}$/.test(w)) vocab.add(w);
  proseCache = { paragraphs: lines, sentences: [...sentences], vocabulary: [...vocab].sort() };
  return proseCache;
}

// --------------------------------------------------------------------------------------------
// Generator's document model

export interface Word {
  t: string;
  b?: boolean;
  i?: boolean;
  /** Size in points, when not the document's default. */
  size?: number;
  /** `RRGGBB`, when not automatic. */
  color?: string;
}
export interface GPara {
  kind: 'para';
  uid: number;
  words: Word[];
  heading?: 1 | 2 | 3;
  list?: { kind: 'bullet' | 'number'; id: string };
}
export interface GTable {
  kind: 'table';
  uid: number;
  rows: string[][];
}
export type GBlock = GPara | GTable;

export const paraText = (p: GPara): string => p.words.map((w) => w.t).join(' ');
export const rowText = (row: string[]): string => row.join(' | ');
export const blockTextOf = (b: GBlock): string => (b.kind === 'para' ? paraText(b) : b.rows.map(rowText).join('\n'));
const words = (s: string): Word[] =>
  s
    .split(' ')
    .filter(Boolean)
    .map((t) => ({ t }));
const isBody = (b: GBlock | undefined): b is GPara => !!b && b.kind === 'para' && !b.heading && !b.list;
const hasWordChars = (s: string) => /[\p{L}\p{N}]/u.test(s);
const hasStyle = (p: GPara) => p.words.some((w) => w.b || w.i || w.size || w.color);

function paragraphSpec(p: GPara): ParagraphSpec {
  const runs: RunSpec[] = [];
  p.words.forEach((w, idx) => {
    const last = runs[runs.length - 1];
    const same =
      last && !!last.bold === !!w.b && !!last.italic === !!w.i && last.size === w.size && last.color === w.color;
    if (idx > 0) {
      // The space between two words stays with the run before, so a styled span holds exactly its words.
      if (same) {
        last.text += ' ' + w.t;
        return;
      }
      last.text += ' ';
    }
    const r: RunSpec = { text: w.t };
    if (w.b) r.bold = true;
    if (w.i) r.italic = true;
    if (w.size) r.size = w.size;
    if (w.color) r.color = w.color;
    runs.push(r);
  });
  const spec: ParagraphSpec = { runs };
  if (p.heading) spec.heading = p.heading;
  if (p.list) spec.list = { kind: p.list.kind, id: p.list.id };
  return spec;
}

export function toDocSpec(blocks: GBlock[], title: string): DocSpec {
  const body: BlockSpec[] = blocks.map((b) =>
    b.kind === 'para' ? paragraphSpec(b) : { type: 'table', headerRow: true, rows: b.rows.map((r) => [...r]) },
  );
  return { title, author: 'docdelta quality corpus', body };
}

// --------------------------------------------------------------------------------------------
// Base documents

export interface BaseOptions {
  /** Number of top-level blocks. */
  blocks: number;
  /** Probability that the document has a bullet or numbered list. */
  listChance?: number;
  /** Number of tables (each 3–5 rows × 3–4 columns). */
  tables?: number;
  /** Paragraphs are synthesised from 3–6 random sentences instead of taken from the prose. */
  synthetic?: boolean;
  /** Fraction of body paragraphs that carry a bold or italic span. */
  styledChance?: number;
  /** Rows of each table, fewest and most (default 3–5). */
  tableRows?: readonly [number, number];
}

export class UidSource {
  next = 1;
  take(): number {
    return this.next++;
  }
}

/** Supplies paragraph texts that are unique within one document. */
export class TextSource {
  /** Words of a table cell, fewest and most: more than a column holds on a line makes cells wrap. */
  cellWords: readonly [number, number] = [1, 4];
  private pool: string[];
  private used = new Set<string>();
  constructor(
    private rng: Rng,
    private prose: Prose,
    private synthetic: boolean,
  ) {
    this.pool = synthetic ? [] : shuffle(rng, [...prose.paragraphs]);
  }
  paragraph(minWords = 1): string {
    while (!this.synthetic && this.pool.length) {
      const p = this.pool.pop() as string;
      if (p.split(' ').length >= minWords && !this.used.has(p)) {
        this.used.add(p);
        return p;
      }
    }
    for (;;) {
      const n = randInt(this.rng, 3, 6);
      const s = Array.from({ length: n }, () => pick(this.rng, this.prose.sentences)).join(' ');
      if (!this.used.has(s) && s.split(' ').length >= minWords) {
        this.used.add(s);
        return s;
      }
    }
  }
  sentence(maxWords = 30): string {
    for (let tries = 0; tries < 50; tries++) {
      const s = pick(this.rng, this.prose.sentences);
      if (s.split(' ').length <= maxWords && !this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
    // Short sentences used up (long documents): a 6–14 word stretch of one.
    for (;;) {
      const src = pick(this.rng, this.prose.sentences).split(' ');
      const n = Math.min(src.length, randInt(this.rng, 6, 14));
      const at = randInt(this.rng, 0, src.length - n);
      let s =
        src
          .slice(at, at + n)
          .join(' ')
          .replace(/[.,;:]+$/, '') + '.';
      s = s[0].toUpperCase() + s.slice(1);
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
  }
  /** Words for a table cell (`cellWords`). */
  cell(): string {
    for (;;) {
      const src = pick(this.rng, this.prose.sentences).split(' ');
      const n = Math.min(src.length, randInt(this.rng, ...this.cellWords));
      const at = randInt(this.rng, 0, src.length - n);
      const s = src
        .slice(at, at + n)
        .join(' ')
        .replace(/[.,;:]+$/, '');
      if (this.used.has(s) || !/[A-Za-z0-9]/.test(s)) continue;
      this.used.add(s);
      return s;
    }
  }
  heading(n: number): string {
    const w = Array.from({ length: randInt(this.rng, 2, 4) }, () => pick(this.rng, this.prose.vocabulary));
    w[0] = w[0][0].toUpperCase() + w[0].slice(1);
    return `${n}. ${w.join(' ')}`;
  }
}

export function makeBase(rng: Rng, opts: BaseOptions, uids: UidSource, texts: TextSource): GBlock[] {
  const blocks: GBlock[] = [];
  let headingNo = 1;
  blocks.push({ kind: 'para', uid: uids.take(), heading: 1, words: words(texts.heading(headingNo++)) });
  const tablesAt: number[] = [];
  for (let t = 0; t < (opts.tables ?? 0); t++) tablesAt.push(randInt(rng, 3, Math.max(3, opts.blocks - 3)));
  tablesAt.sort((a, b) => b - a);
  let listAt = rng() < (opts.listChance ?? 0) ? randInt(rng, 3, Math.max(3, opts.blocks - 5)) : Infinity;
  let sinceHeading = 0;
  let listNo = 0;
  while (blocks.length < opts.blocks) {
    const i = blocks.length;
    if (tablesAt.length && i >= tablesAt[tablesAt.length - 1]) {
      tablesAt.pop();
      const cols = randInt(rng, 3, 4);
      const rows = randInt(rng, ...(opts.tableRows ?? [3, 5]));
      blocks.push({
        kind: 'table',
        uid: uids.take(),
        rows: Array.from({ length: rows }, () => Array.from({ length: cols }, () => texts.cell())),
      });
      continue;
    }
    if (i >= listAt || (opts.synthetic && rng() < 0.01)) {
      if (i >= listAt) listAt = Infinity;
      const kind = rng() < 0.5 ? 'bullet' : 'number';
      const id = `list${listNo++}`;
      const n = randInt(rng, 3, 5);
      for (let k = 0; k < n; k++)
        blocks.push({ kind: 'para', uid: uids.take(), list: { kind, id }, words: words(texts.sentence()) });
      continue;
    }
    if (sinceHeading >= 6 && rng() < 0.2) {
      blocks.push({
        kind: 'para',
        uid: uids.take(),
        heading: rng() < 0.7 ? 2 : 3,
        words: words(texts.heading(headingNo++)),
      });
      sinceHeading = 0;
      continue;
    }
    const p: GPara = { kind: 'para', uid: uids.take(), words: words(texts.paragraph(4)) };
    if (rng() < (opts.styledChance ?? 0.15) && p.words.length >= 6) {
      const len = randInt(rng, 1, 3);
      const at = randInt(rng, 1, p.words.length - len - 1);
      const prop = rng() < 0.5 ? 'b' : 'i';
      if (p.words.slice(at, at + len).every((w) => hasWordChars(w.t)))
        for (let k = at; k < at + len; k++) p.words[k][prop] = true;
    }
    blocks.push(p);
    sinceHeading++;
  }
  return blocks;
}

// --------------------------------------------------------------------------------------------
// Edits

interface PendingEdit {
  cls: EditClass;
  uid: number;
  edit: TruthEdit;
}

interface Plan {
  source: GBlock[];
  /** Replacement content of a block in the target, by uid. */
  modified: Map<number, GBlock>;
  deleted: Set<number>;
  /** Blocks to insert in the target after the block with this uid (source order kept). */
  insertAfter: Map<number, GBlock[]>;
  /** Source positions that an edit changed. */
  edited: Set<number>;
  /** Source positions next to an edit: they stay untouched. */
  buffer: Set<number>;
  /** Gaps (insert after position i) already used. */
  gaps: Set<number>;
  pending: PendingEdit[];
  /** Edited blocks may be neighbours (no untouched block between them). */
  dense: boolean;
}

const plain = (w: string) => /^[a-z]{3,}$/.test(w);

function free(plan: Plan, i: number): boolean {
  return i >= 0 && i < plan.source.length && !plan.edited.has(i) && !plan.buffer.has(i);
}
/** Position i may be edited: it is free and neither neighbour was edited. */
function canEdit(plan: Plan, i: number): boolean {
  return free(plan, i) && (plan.dense || (!plan.edited.has(i - 1) && !plan.edited.has(i + 1)));
}
function claim(plan: Plan, i: number) {
  plan.edited.add(i);
  if (plan.dense) return;
  if (i > 0) plan.buffer.add(i - 1);
  if (i + 1 < plan.source.length) plan.buffer.add(i + 1);
}
/** A gap after position i (between i and i+1) where a block may be inserted. */
function canUseGap(plan: Plan, i: number): boolean {
  const a = plan.source[i];
  const b = plan.source[i + 1];
  const ok = (x: GBlock | undefined, pos: number) =>
    x === undefined || (x.kind === 'para' && !x.list && (plan.dense || !plan.edited.has(pos)));
  return i >= 0 && i < plan.source.length - 1 && !plan.gaps.has(i) && ok(a, i) && ok(b, i + 1);
}
function claimGap(plan: Plan, i: number) {
  plan.gaps.add(i);
  if (plan.dense) return;
  plan.gaps.add(i - 1);
  plan.gaps.add(i + 1);
  plan.buffer.add(i);
  if (i + 1 < plan.source.length) plan.buffer.add(i + 1);
}

function clonePara(p: GPara): GPara {
  return { ...p, words: p.words.map((w) => ({ ...w })) };
}

function freshWord(rng: Rng, prose: Prose, avoid: string[]): string {
  const lower = new Set(avoid.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')));
  for (;;) {
    const w = pick(rng, prose.vocabulary);
    if (!lower.has(w)) return w;
  }
}

type Attempt = (plan: Plan, rng: Rng, prose: Prose, texts: TextSource, uids: UidSource) => boolean;

/** Candidate positions in random order. */
function positions(rng: Rng, plan: Plan, test: (b: GBlock, i: number) => boolean): number[] {
  const out: number[] = [];
  plan.source.forEach((b, i) => {
    if (test(b, i)) out.push(i);
  });
  return shuffle(rng, out);
}

const wordEditable = (plan: Plan) => (b: GBlock, i: number) =>
  b.kind === 'para' && !b.heading && !hasStyle(b) && b.words.length >= 8 && canEdit(plan, i);

function wordEdit(cls: 'word-insert' | 'word-delete' | 'word-replace' | 'phrase-replace'): Attempt {
  return (plan, rng, prose) => {
    for (const i of positions(rng, plan, wordEditable(plan))) {
      const src = plan.source[i] as GPara;
      const w = src.words.map((x) => x.t);
      const n = w.length;
      const tgt = clonePara(src);
      let sourceText = '';
      let targetText = '';
      if (cls === 'word-insert') {
        const at = randInt(rng, 2, n - 2); // insert before word `at`
        const nw = freshWord(rng, prose, [w[at - 1], w[at], w[at - 2] ?? '', w[at + 1] ?? '']);
        tgt.words.splice(at, 0, { t: nw });
        targetText = nw;
      } else if (cls === 'word-delete') {
        const cands = shuffle(
          rng,
          Array.from({ length: n - 4 }, (_, k) => k + 2).filter(
            (k) => plain(w[k]) && w[k] !== w[k - 1] && w[k] !== w[k + 1] && w[k - 1] !== w[k + 1],
          ),
        );
        if (!cands.length) continue;
        const at = cands[0];
        sourceText = w[at];
        tgt.words.splice(at, 1);
      } else {
        const len = cls === 'word-replace' ? 1 : randInt(rng, 2, 4);
        const newLen = cls === 'word-replace' ? 1 : randInt(rng, 2, 4);
        const cands = shuffle(
          rng,
          Array.from({ length: Math.max(0, n - len - 3) }, (_, k) => k + 2).filter((k) =>
            w.slice(k, k + len).every(plain),
          ),
        );
        if (!cands.length) continue;
        const at = cands[0];
        const old = w.slice(at, at + len);
        const avoid = [...old, w[at - 1], w[at + len] ?? ''];
        const repl: string[] = [];
        for (let k = 0; k < newLen; k++) repl.push(freshWord(rng, prose, [...avoid, ...repl]));
        sourceText = old.join(' ');
        targetText = repl.join(' ');
        tgt.words.splice(at, len, ...repl.map((t) => ({ t })));
      }
      claim(plan, i);
      plan.modified.set(src.uid, tgt);
      plan.pending.push({
        cls,
        uid: src.uid,
        edit: {
          class: cls,
          kind: EXPECTED_KIND[cls],
          sourceText,
          targetText,
          sourceContext: paraText(src),
          targetContext: paraText(tgt),
        },
      });
      return true;
    }
    return false;
  };
}

/** What each style toggle sets on its words: the generator's field, the truth's property and the value. */
const TOGGLES = {
  'bold-toggle': { prop: 'b', property: 'bold', value: true },
  'italic-toggle': { prop: 'i', property: 'italic', value: true },
  'size-toggle': { prop: 'size', property: 'size', value: 14 },
  'color-toggle': { prop: 'color', property: 'color', value: 'C00000' },
} as const;

function styleToggle(cls: keyof typeof TOGGLES): Attempt {
  const { prop, property, value } = TOGGLES[cls];
  return (plan, rng) => {
    for (const i of positions(
      rng,
      plan,
      (b, k) => b.kind === 'para' && !b.heading && b.words.length >= 6 && canEdit(plan, k),
    )) {
      const src = plan.source[i] as GPara;
      const tgt = clonePara(src);
      let from: number;
      let to: number;
      const on = src.words.findIndex((w) => w[prop]);
      if (on >= 0) {
        // Toggle off the whole existing span of this property.
        from = on;
        to = on;
        while (to + 1 < src.words.length && src.words[to + 1][prop]) to++;
      } else {
        if (hasStyle(src)) continue; // keep toggles away from spans of the other property
        const len = randInt(rng, 1, 3);
        from = randInt(rng, 1, src.words.length - len - 1);
        to = from + len - 1;
        // A span of punctuation only (`–`) has no words to report.
        if (!src.words.slice(from, to + 1).every((w) => hasWordChars(w.t))) continue;
      }
      const newValue = on < 0;
      for (let k = from; k <= to; k++) {
        if (newValue) Object.assign(tgt.words[k], { [prop]: value });
        else delete tgt.words[k][prop];
      }
      claim(plan, i);
      plan.modified.set(src.uid, tgt);
      const text = src.words
        .slice(from, to + 1)
        .map((w) => w.t)
        .join(' ');
      plan.pending.push({
        cls,
        uid: src.uid,
        edit: {
          class: cls,
          kind: 'StyleChanged',
          sourceText: text,
          targetText: text,
          property,
          oldValue: newValue ? (typeof value === 'boolean' ? false : undefined) : value,
          newValue: newValue ? value : typeof value === 'boolean' ? false : undefined,
          sourceContext: paraText(src),
          targetContext: paraText(tgt),
        },
      });
      return true;
    }
    return false;
  };
}

const paragraphInsert: Attempt = (plan, rng, _prose, texts, uids) => {
  const gaps = shuffle(
    rng,
    plan.source.map((_, i) => i).filter((i) => canUseGap(plan, i)),
  );
  if (!gaps.length) return false;
  const g = gaps[0];
  const p: GPara = { kind: 'para', uid: uids.take(), words: words(texts.paragraph(8)) };
  const after = plan.source[g].uid;
  plan.insertAfter.set(after, [...(plan.insertAfter.get(after) ?? []), p]);
  claimGap(plan, g);
  plan.pending.push({
    cls: 'paragraph-insert',
    uid: p.uid,
    edit: {
      class: 'paragraph-insert',
      kind: 'Inserted',
      sourceText: '',
      targetText: paraText(p),
      targetContext: paraText(p),
    },
  });
  return true;
};

const paragraphDelete: Attempt = (plan, rng) => {
  for (const i of positions(rng, plan, (b, k) => isBody(b) && b.words.length >= 5 && canEdit(plan, k))) {
    const src = plan.source[i] as GPara;
    claim(plan, i);
    plan.deleted.add(src.uid);
    plan.pending.push({
      cls: 'paragraph-delete',
      uid: src.uid,
      edit: {
        class: 'paragraph-delete',
        kind: 'Deleted',
        sourceText: paraText(src),
        targetText: '',
        sourceContext: paraText(src),
      },
    });
    return true;
  }
  return false;
};

const paragraphMove: Attempt = (plan, rng) => {
  for (const i of positions(rng, plan, (b, k) => isBody(b) && b.words.length >= 8 && canEdit(plan, k))) {
    const gaps = shuffle(
      rng,
      plan.source.map((_, g) => g).filter((g) => (g >= i + 2 || g + 1 <= i - 2) && canUseGap(plan, g)),
    );
    if (!gaps.length) continue;
    const g = gaps[0];
    const src = plan.source[i] as GPara;
    claim(plan, i);
    claimGap(plan, g);
    plan.deleted.add(src.uid);
    const after = plan.source[g].uid;
    plan.insertAfter.set(after, [...(plan.insertAfter.get(after) ?? []), clonePara(src)]);
    plan.pending.push({
      cls: 'paragraph-move',
      uid: src.uid,
      edit: {
        class: 'paragraph-move',
        kind: 'Moved',
        sourceText: paraText(src),
        targetText: paraText(src),
        sourceContext: paraText(src),
        targetContext: paraText(src),
      },
    });
    return true;
  }
  return false;
};

function tableEdit(cls: 'table-cell-edit' | 'table-row-insert' | 'table-row-delete'): Attempt {
  return (plan, rng, prose, texts) => {
    for (const i of positions(rng, plan, (b, k) => b.kind === 'table' && canEdit(plan, k))) {
      const src = plan.source[i] as GTable;
      const tgt: GTable = { ...src, rows: src.rows.map((r) => [...r]) };
      const cols = src.rows[0].length;
      const edit: TruthEdit = { class: cls, kind: EXPECTED_KIND[cls], sourceText: '', targetText: '' };
      if (cls === 'table-cell-edit') {
        const r = randInt(rng, 1, src.rows.length - 1);
        const c = randInt(rng, 0, cols - 1);
        const cw = src.rows[r][c].split(' ');
        const ks = cw.map((_, x) => x).filter((x) => /[A-Za-z0-9]/.test(cw[x]));
        if (!ks.length) continue;
        const k = pick(rng, ks);
        const nw = freshWord(rng, prose, [...cw, ...src.rows[r]]);
        edit.sourceText = cw[k];
        edit.targetText = nw;
        cw[k] = nw;
        tgt.rows[r][c] = cw.join(' ');
        edit.row = r;
        edit.column = c;
      } else if (cls === 'table-row-insert') {
        const r = randInt(rng, 1, src.rows.length); // new row index in the target
        const row = Array.from({ length: cols }, () => texts.cell());
        tgt.rows.splice(r, 0, row);
        edit.targetText = rowText(row);
        edit.row = r;
      } else {
        if (src.rows.length < 3) continue;
        const r = randInt(rng, 1, src.rows.length - 1);
        edit.sourceText = rowText(src.rows[r]);
        tgt.rows.splice(r, 1);
        edit.row = r;
      }
      edit.sourceContext = blockTextOf(src);
      edit.targetContext = blockTextOf(tgt);
      claim(plan, i);
      plan.modified.set(src.uid, tgt);
      plan.pending.push({ cls, uid: src.uid, edit });
      return true;
    }
    return false;
  };
}

const ATTEMPTS: Record<EditClass, Attempt> = {
  'word-insert': wordEdit('word-insert'),
  'word-delete': wordEdit('word-delete'),
  'word-replace': wordEdit('word-replace'),
  'phrase-replace': wordEdit('phrase-replace'),
  'paragraph-insert': paragraphInsert,
  'paragraph-delete': paragraphDelete,
  'paragraph-move': paragraphMove,
  'bold-toggle': styleToggle('bold-toggle'),
  'italic-toggle': styleToggle('italic-toggle'),
  'size-toggle': styleToggle('size-toggle'),
  'color-toggle': styleToggle('color-toggle'),
  'table-cell-edit': tableEdit('table-cell-edit'),
  'table-row-insert': tableEdit('table-row-insert'),
  'table-row-delete': tableEdit('table-row-delete'),
};

export interface EditResult {
  target: GBlock[];
  edits: TruthEdit[];
  /** Source positions and gaps the edits used (with their buffers), for a second, disjoint edit run. */
  occupied: Occupied;
  /** The same edits made to another version of the source (blocks found by uid, wherever they are). */
  replay(blocks: GBlock[]): GBlock[];
}

export interface Occupied {
  edited: Set<number>;
  buffer: Set<number>;
  gaps: Set<number>;
}

/**
 * Apply up to `count` edits to `source`, trying classes in the order of `classes` (cycled). A class
 * that has no room in this document is skipped.
 */
export function applyEdits(
  rng: Rng,
  source: GBlock[],
  count: number,
  classes: readonly EditClass[],
  texts: TextSource,
  uids: UidSource,
  prose: Prose = loadProse(),
  dense = false,
  occupied?: Occupied,
): EditResult {
  const plan: Plan = {
    source,
    modified: new Map(),
    deleted: new Set(),
    insertAfter: new Map(),
    // Positions another run used count as edited, so this run's edits keep clear of them.
    edited: new Set([...(occupied?.edited ?? []), ...(occupied?.buffer ?? [])]),
    buffer: new Set(),
    gaps: new Set(occupied?.gaps ?? []),
    pending: [],
    dense,
  };
  let ci = 0;
  let failures = 0;
  while (plan.pending.length < count && failures < classes.length) {
    const cls = classes[ci++ % classes.length];
    if (ATTEMPTS[cls](plan, rng, prose, texts, uids)) failures = 0;
    else failures++;
  }
  const target: GBlock[] = [];
  for (const b of source) {
    if (!plan.deleted.has(b.uid)) target.push(plan.modified.get(b.uid) ?? b);
    for (const ins of plan.insertAfter.get(b.uid) ?? []) target.push(ins);
  }
  const srcIndex = new Map(source.map((b, i) => [b.uid, i]));
  const tgtIndex = new Map(target.map((b, i) => [b.uid, i]));
  const edits = plan.pending.map(({ uid, edit }) => {
    const e = { ...edit };
    if (srcIndex.has(uid)) e.sourceIndex = srcIndex.get(uid);
    if (tgtIndex.has(uid)) e.targetIndex = tgtIndex.get(uid);
    return e;
  });
  edits.sort((a, b) => (a.sourceIndex ?? a.targetIndex ?? 0) - (b.sourceIndex ?? b.targetIndex ?? 0));
  const replay = (blocks: GBlock[]): GBlock[] => {
    const out: GBlock[] = [];
    for (const b of blocks) {
      if (!plan.deleted.has(b.uid)) out.push(plan.modified.get(b.uid) ?? b);
      out.push(...(plan.insertAfter.get(b.uid) ?? []));
    }
    return out;
  };
  return { target, edits, occupied: { edited: plan.edited, buffer: plan.buffer, gaps: plan.gaps }, replay };
}

// --------------------------------------------------------------------------------------------
// Pairs

export interface PairOptions {
  seed: number;
  /** Top-level blocks of the source (default: random 20–80). */
  blocks?: number;
  /** Number of edits (default: random 1–6). */
  edits?: number;
  /** Preferred class order (cycled). Default: all classes, shuffled by the seed. */
  classes?: readonly EditClass[];
  /** Table count (default: one table in 60% of documents). */
  tables?: number;
  synthetic?: boolean;
  /** Neighbouring edits and 8–16 edits a pair (see the header). */
  dense?: boolean;
  /** Table shape (default 1–4 words a cell, 3–5 rows). */
  cellWords?: readonly [number, number];
  tableRows?: readonly [number, number];
}

export interface GeneratedPair {
  source: GBlock[];
  target: GBlock[];
  edits: TruthEdit[];
  sourceSpec: DocSpec;
  targetSpec: DocSpec;
  words: number;
}

export function generatePair(opts: PairOptions): GeneratedPair {
  const rng = mulberry32(opts.seed * 2654435761);
  const prose = loadProse();
  const uids = new UidSource();
  const texts = new TextSource(rng, prose, opts.synthetic ?? false);
  if (opts.cellWords) texts.cellWords = opts.cellWords;
  const blocks = opts.blocks ?? randInt(rng, 20, 80);
  const tables = opts.tables ?? (rng() < 0.6 ? 1 : 0);
  const source = makeBase(
    rng,
    { blocks, tables, listChance: 0.5, synthetic: opts.synthetic, tableRows: opts.tableRows },
    uids,
    texts,
  );
  const count = opts.edits ?? (opts.dense ? randInt(rng, 8, 16) : randInt(rng, 1, 6));
  let classes = opts.classes ?? shuffle(rng, [...EDIT_CLASSES]);
  if (tables > 0 && rng() < 0.7) {
    // Documents with a table usually get one table edit (the first table class in the given
    // order), so table classes are about as well represented as the others.
    const tableClasses = classes.filter((c) => c.startsWith('table-'));
    if (tableClasses.length) {
      const t = pick(rng, tableClasses);
      classes = [t, ...classes.filter((c) => c !== t)];
    }
  }
  const { target, edits } = applyEdits(rng, source, count, classes, texts, uids, prose, opts.dense);
  const words = source.reduce((n, b) => n + blockTextOf(b).split(/\s+/).filter(Boolean).length, 0);
  return {
    source,
    target,
    edits,
    sourceSpec: toDocSpec(source, `Quality pair ${opts.seed} (source)`),
    targetSpec: toDocSpec(target, `Quality pair ${opts.seed} (target)`),
    words,
  };
}

export interface CorpusOptions {
  out: string;
  n: number;
  seed: number;
  dense?: boolean;
  /** Edit classes to draw from (default EDIT_CLASSES). */
  classes?: readonly EditClass[];
  cellWords?: readonly [number, number];
  tableRows?: readonly [number, number];
}

/** Write the corpus; returns the pair directories. */
export function generateCorpus({ out, n, seed, dense, classes: from, cellWords, tableRows }: CorpusOptions): string[] {
  const dirs: string[] = [];
  // Rotate the class order from pair to pair so every class is exercised about equally.
  const base = shuffle(mulberry32(seed), [...(from ?? EDIT_CLASSES)]);
  for (let k = 0; k < n; k++) {
    const name = `pair-${String(k + 1).padStart(3, '0')}`;
    const dir = join(out, name);
    mkdirSync(dir, { recursive: true });
    const rot = (k * 5) % base.length;
    const classes = [...base.slice(rot), ...base.slice(0, rot)];
    const pairSeed = seed * 1000 + k + 1;
    const rng = mulberry32(pairSeed);
    const hasTable = rng() < 0.6;
    const g = generatePair({ seed: pairSeed, classes, tables: hasTable ? 1 : 0, dense, cellWords, tableRows });
    writeFileSync(join(dir, 'source.docx'), buildDocx(g.sourceSpec));
    writeFileSync(join(dir, 'target.docx'), buildDocx(g.targetSpec));
    const truth: Truth = {
      pair: name,
      seed: pairSeed,
      sourceBlocks: g.source.length,
      targetBlocks: g.target.length,
      words: g.words,
      edits: g.edits,
    };
    writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
    dirs.push(dir);
  }
  return dirs;
}

export function parseArgs(argv: string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const key = a.slice(2);
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      out[key] = next;
      i++;
    } else out[key] = true;
  }
  return out;
}

export const DEFAULT_OUT = resolve(here, '../../.bench/quality');

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  const out = resolve(typeof args.out === 'string' ? args.out : DEFAULT_OUT);
  const n = Number(args.n ?? 60);
  const seed = Number(args.seed ?? 1);
  const dirs = generateCorpus({ out, n, seed });
  console.log(`wrote ${dirs.length} pairs to ${out}`);
}
