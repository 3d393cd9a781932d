/**
 * Scores reported changes (EngineChange[]) against the ground truth of a quality pair.
 *
 * Matching rules (per pair):
 * - A reported change is *compatible* with a true edit when its kind fits the edit's class:
 *     insert classes ← Inserted;  delete classes ← Deleted;
 *     word/phrase replace, table cell edit ← Modified, or Deleted (old side) + Inserted (new side);
 *     paragraph move ← Moved;  bold/italic/size/colour toggle ← StyleChanged naming that property;
 *   and its text is *within a few words* of the edit's text: it shares at least one word with
 *   the edit's text on the side that kind carries (source side for Deleted, target side for
 *   Inserted, both for Modified, either for Moved/StyleChanged), and carries at most
 *   `3 + 10%` words that are not in the edit's text.
 * - Each reported change is assigned to its best compatible edit (most shared words, then the
 *   same block index). An edit is *found* when the changes assigned to it cover at least half of
 *   its words on each side it has. Several changes may cover one edit (a row reported cell by
 *   cell, a replacement as a deletion plus an insertion, a move reported at both ends): they all
 *   count as correct; the ratio reported/true shows such fragmentation.
 * - A reported change that is not compatible with any edit, or that was assigned to an edit that
 *   ended up not found, is a false positive. For the per-class table it is charged to the class
 *   of the edit whose text it shares most words with (any kind), else to `unattributed`.
 *
 * recall = found edits / true edits; precision = correct changes / reported changes.
 */
import type { EngineChange } from '../../src/engine/diff/types';
import { ALL_EDIT_CLASSES } from './generate';
import type { EditClass, Truth, TruthEdit } from './generate';

export type Counts = { edits: number; found: number; reported: number; correct: number };

export interface ClassScore extends Counts {
  recall: number;
  precision: number;
  f1: number;
}

export interface PairScore {
  pair: string;
  edits: number;
  found: number;
  reported: number;
  correct: number;
  missed: { class: EditClass; sourceText: string; targetText: string }[];
  falsePositives: { kind: string; text: string; targetText: string; chargedTo: string }[];
  /** Per true edit (in truth order): found, and how many reported changes covered it. */
  perEdit: { class: EditClass; found: boolean; changes: number; as: string[] }[];
}

export interface Report {
  pairs: number;
  edits: number;
  reported: number;
  overall: ClassScore;
  classes: Record<string, ClassScore>;
  /** reported changes / true edits. */
  ratio: number;
  moves: { total: number; reportedAsMoved: number; asDeleteInsert: number };
  styles: { total: number; rightProperty: number; wrongProperty: number };
  replaces: { total: number; asModified: number; asDeleteInsert: number };
  perPair: PairScore[];
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokens(s: string | undefined): string[] {
  return (s ?? '').toLowerCase().match(WORD) ?? [];
}

function bag(xs: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Multiset intersection size. */
function overlap(a: string[], b: Map<string, number>): number {
  const left = new Map(b);
  let n = 0;
  for (const x of a) {
    const c = left.get(x) ?? 0;
    if (c > 0) {
      n++;
      left.set(x, c - 1);
    }
  }
  return n;
}

const slack = (editWords: number) => 3 + Math.floor(editWords / 10);

/** How a change side relates to an edit side: shared words, or null when not within a few words. */
function within(reported: string[], edit: string[]): number | null {
  if (!edit.length || !reported.length) return null;
  const shared = overlap(reported, bag(edit));
  if (shared === 0 || reported.length - shared > slack(edit.length)) return null;
  return shared;
}

const INSERT_CLASSES: EditClass[] = ['word-insert', 'paragraph-insert', 'table-row-insert'];
const DELETE_CLASSES: EditClass[] = ['word-delete', 'paragraph-delete', 'table-row-delete'];
const REPLACE_CLASSES: EditClass[] = ['word-replace', 'phrase-replace', 'table-cell-edit'];

interface Fit {
  /** Words of the edit's source / target side this change covers. */
  src: string[];
  tgt: string[];
  shared: number;
}

const squash = (s: string) => tokens(s).join('');

/**
 * How a reported side relates to an edit side: the edit's words it covers and how many, or null
 * when it is not within a few words. A side whose words run together (`ab | cd` reported as
 * `abcd`, as some tools print table rows) matches when the letters are the same.
 */
function side(reported: string, edit: string): { shared: number; covered: string[] } | null {
  const rep = tokens(reported);
  const ed = tokens(edit);
  if (ed.length && squash(reported) === squash(edit)) return { shared: ed.length, covered: ed };
  const s = within(rep, ed);
  return s === null ? null : { shared: s, covered: rep.filter((x) => ed.includes(x)) };
}

/** Whether change `c` is compatible with edit `e`, and what it covers. */
export function fit(e: TruthEdit, c: EngineChange): Fit | null {
  if (INSERT_CLASSES.includes(e.class)) {
    if (c.kind !== 'Inserted') return null;
    const t = side(c.targetText, e.targetText);
    return t && { src: [], tgt: t.covered, shared: t.shared };
  }
  if (DELETE_CLASSES.includes(e.class)) {
    if (c.kind !== 'Deleted') return null;
    const s = side(c.text, e.sourceText);
    return s && { src: s.covered, tgt: [], shared: s.shared };
  }
  if (REPLACE_CLASSES.includes(e.class)) {
    if (c.kind === 'Modified') {
      const s = side(c.text, e.sourceText);
      const t = side(c.targetText, e.targetText);
      return s && t && { src: s.covered, tgt: t.covered, shared: s.shared + t.shared };
    }
    if (c.kind === 'Deleted') {
      const s = side(c.text, e.sourceText);
      return s && { src: s.covered, tgt: [], shared: s.shared };
    }
    if (c.kind === 'Inserted') {
      const t = side(c.targetText, e.targetText);
      return t && { src: [], tgt: t.covered, shared: t.shared };
    }
    return null;
  }
  if (e.class === 'paragraph-move') {
    if (c.kind !== 'Moved') return null;
  } else {
    // Style toggles.
    if (c.kind !== 'StyleChanged') return null;
    if (!(c.styleChanges ?? []).some((sc) => sc.property === e.property)) return null;
  }
  const s = side(c.text, e.sourceText) ?? side(c.targetText, e.targetText);
  return s && { src: s.covered, tgt: s.covered, shared: s.shared };
}

function sameBlock(e: TruthEdit, c: EngineChange): boolean {
  const sb = c.source?.blockPath?.[0];
  const tb = c.target?.blockPath?.[0];
  const story = c.source?.story ?? c.target?.story ?? 'body';
  if (story !== 'body') return false;
  return (sb !== undefined && sb === e.sourceIndex) || (tb !== undefined && tb === e.targetIndex);
}

/** Fraction of `side` words covered by the union of `covered` word lists. */
function coverage(side: string[], covered: string[][]): number {
  if (!side.length) return 1;
  const got = overlap(side, bag(covered.flat()));
  return got / side.length;
}

function chargeTo(edits: TruthEdit[], c: EngineChange): string {
  const words = [...tokens(c.text), ...tokens(c.targetText)];
  let best = 'unattributed';
  let bestShared = 0;
  for (const e of edits) {
    const shared = overlap(words, bag([...tokens(e.sourceText), ...tokens(e.targetText)]));
    const bonus = sameBlock(e, c) ? 0.5 : 0;
    if (shared > 0 && shared + bonus > bestShared) {
      bestShared = shared + bonus;
      best = e.class;
    }
  }
  return best;
}

export function scorePair(truth: Truth, changes: readonly EngineChange[]): PairScore {
  const edits = truth.edits;
  const assigned: number[][] = edits.map(() => []);
  const fits: (Fit | null)[][] = edits.map((e) => changes.map((c) => fit(e, c)));
  const owner: number[] = changes.map(() => -1);
  // Words of each edit's sides not yet covered by an assigned change.
  const needSrc = edits.map((e) => bag(tokens(e.sourceText)));
  const needTgt = edits.map((e) => bag(tokens(e.targetText)));
  const stillNeeded = (need: Map<string, number>, covered: string[]) => covered.some((w) => (need.get(w) ?? 0) > 0);
  const take = (need: Map<string, number>, covered: string[]) => {
    for (const w of covered) if ((need.get(w) ?? 0) > 0) need.set(w, (need.get(w) as number) - 1);
  };
  // Changes that fit one edit only go first, so an ambiguous change (a word that two edits
  // removed) does not take the place of one that had no other choice.
  const order = changes
    .map((_, ci) => ci)
    .sort((x, y) => fits.filter((f) => f[x]).length - fits.filter((f) => f[y]).length || x - y);
  for (const ci of order) {
    const c = changes[ci];
    let best = -1;
    let bestScore = -1;
    edits.forEach((e, ei) => {
      const f = fits[ei][ci];
      if (!f) return;
      const helps = stillNeeded(needSrc[ei], f.src) || stillNeeded(needTgt[ei], f.tgt);
      const score = f.shared + (sameBlock(e, c) ? 1000 : 0) + (helps ? 500 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = ei;
      }
    });
    owner[ci] = best;
    if (best >= 0) {
      assigned[best].push(ci);
      const f = fits[best][ci] as Fit;
      take(needSrc[best], f.src);
      take(needTgt[best], f.tgt);
    }
  }
  const found = edits.map((e, ei) => {
    const fs = assigned[ei].map((ci) => fits[ei][ci] as Fit);
    if (!fs.length) return false;
    const srcOk =
      coverage(
        tokens(e.sourceText),
        fs.map((f) => f.src),
      ) >= 0.5;
    const tgtOk =
      coverage(
        tokens(e.targetText),
        fs.map((f) => f.tgt),
      ) >= 0.5;
    return srcOk && tgtOk;
  });
  const score: PairScore = {
    pair: truth.pair,
    edits: edits.length,
    found: found.filter(Boolean).length,
    reported: changes.length,
    correct: 0,
    missed: [],
    falsePositives: [],
    perEdit: edits.map((e, ei) => ({
      class: e.class,
      found: found[ei],
      changes: assigned[ei].length,
      as: assigned[ei].map((ci) => changes[ci].kind),
    })),
  };
  changes.forEach((c, ci) => {
    if (owner[ci] >= 0 && found[owner[ci]]) score.correct++;
    else
      score.falsePositives.push({
        kind: c.kind,
        text: c.text,
        targetText: c.targetText,
        chargedTo: chargeTo(edits, c),
      });
  });
  edits.forEach((e, ei) => {
    if (!found[ei]) score.missed.push({ class: e.class, sourceText: e.sourceText, targetText: e.targetText });
  });
  return score;
}

function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function finish(c: Counts): ClassScore {
  const recall = c.edits ? c.found / c.edits : 1;
  const precision = c.reported ? c.correct / c.reported : c.edits ? 0 : 1;
  return { ...c, recall, precision, f1: f1(precision, recall) };
}

export interface ScoredPair {
  truth: Truth;
  changes: readonly EngineChange[];
}

export function scoreCorpus(items: readonly ScoredPair[]): Report {
  const per: Record<string, Counts> = {};
  for (const k of [...ALL_EDIT_CLASSES, 'unattributed']) per[k] = { edits: 0, found: 0, reported: 0, correct: 0 };
  const total: Counts = { edits: 0, found: 0, reported: 0, correct: 0 };
  const moves = { total: 0, reportedAsMoved: 0, asDeleteInsert: 0 };
  const styles = { total: 0, rightProperty: 0, wrongProperty: 0 };
  const replaces = { total: 0, asModified: 0, asDeleteInsert: 0 };
  const perPair: PairScore[] = [];
  for (const { truth, changes } of items) {
    const s = scorePair(truth, changes);
    perPair.push(s);
    total.edits += s.edits;
    total.found += s.found;
    total.reported += s.reported;
    total.correct += s.correct;
    truth.edits.forEach((e, ei) => {
      const pe = s.perEdit[ei];
      per[e.class].edits++;
      if (pe.found) per[e.class].found++;
      per[e.class].reported += pe.found ? pe.changes : 0;
      per[e.class].correct += pe.found ? pe.changes : 0;
      if (e.class === 'paragraph-move') {
        moves.total++;
        if (pe.found) moves.reportedAsMoved++;
        else {
          const near = (k: string) =>
            changes.some((c) => c.kind === k && side(k === 'Deleted' ? c.text : c.targetText, e.sourceText) !== null);
          if (near('Deleted') && near('Inserted')) moves.asDeleteInsert++;
        }
      }
      if (e.property) {
        styles.total++;
        if (pe.found) styles.rightProperty++;
        else if (
          changes.some(
            (c) =>
              c.kind === 'StyleChanged' && (side(c.text, e.sourceText) ?? side(c.targetText, e.targetText)) !== null,
          )
        )
          styles.wrongProperty++;
      }
      if (REPLACE_CLASSES.includes(e.class)) {
        replaces.total++;
        if (pe.found && pe.as.includes('Modified')) replaces.asModified++;
        else if (pe.found) replaces.asDeleteInsert++;
      }
    });
    for (const fp of s.falsePositives) per[fp.chargedTo].reported++;
  }
  const classes: Record<string, ClassScore> = {};
  for (const [k, c] of Object.entries(per)) if (c.edits || c.reported) classes[k] = finish(c);
  return {
    pairs: items.length,
    edits: total.edits,
    reported: total.reported,
    overall: finish(total),
    classes,
    ratio: total.edits ? total.reported / total.edits : 0,
    moves,
    styles,
    replaces,
    perPair,
  };
}

const pct = (x: number) => (x * 100).toFixed(1).padStart(6);

/** A plain-text table of a report. */
export function formatReport(r: Report, title = 'docdelta'): string {
  const lines: string[] = [];
  lines.push(`Quality of ${title}: ${r.pairs} pairs, ${r.edits} true edits, ${r.reported} reported changes`);
  lines.push('');
  lines.push(
    `${'class'.padEnd(18)} ${'edits'.padStart(5)} ${'found'.padStart(5)} ${'recall'.padStart(6)} ${'prec.'.padStart(6)} ${'F1'.padStart(6)}`,
  );
  const row = (name: string, c: ClassScore) =>
    `${name.padEnd(18)} ${String(c.edits).padStart(5)} ${String(c.found).padStart(5)} ${pct(c.recall)} ${pct(c.precision)} ${pct(c.f1)}`;
  for (const [k, c] of Object.entries(r.classes)) lines.push(row(k, c));
  lines.push(row('overall', r.overall));
  lines.push('');
  lines.push(`reported / true edits: ${r.ratio.toFixed(2)}`);
  lines.push(
    `moves reported as Moved: ${r.moves.reportedAsMoved}/${r.moves.total} (as delete+insert: ${r.moves.asDeleteInsert})`,
  );
  lines.push(
    `style toggles as StyleChanged with the right property: ${r.styles.rightProperty}/${r.styles.total} (wrong property: ${r.styles.wrongProperty})`,
  );
  lines.push(
    `replacements as Modified: ${r.replaces.asModified}/${r.replaces.total} (as delete+insert: ${r.replaces.asDeleteInsert})`,
  );
  return lines.join('\n');
}
