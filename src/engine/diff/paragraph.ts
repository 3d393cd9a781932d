import type { ParagraphBlock, RunStyle } from '../model/document';
import { PARAGRAPH_PROPERTIES, RUN_STYLE_PROPERTIES, SECTION_SETUP_PROPERTIES } from '../model/document';
import { alignSequences, Interner, type SequenceOp } from './sequence';
import type { ChangeSink, Side } from './sink';
import { toChangeSide } from './sink';
import { paragraphText, sharedCut, tokenizeText, type ParagraphText, type Token } from './tokens';
import type { ChangeKind, DiffOptions, StyleChange } from './types';

/**
 * Word diff inside two paired paragraphs, and style comparison of the text they share.
 * Neighbouring word changes separated only by white space become one change (a replaced phrase
 * is one edit to a reader); DetailsLevel Low also bridges single short words, High re-diffs
 * each modified phrase by characters.
 */

interface PendingChange {
  order: number;
  emit: () => void;
}

export function diffParagraphs(
  a: ParagraphBlock,
  b: ParagraphBlock,
  aSide: Side,
  bSide: Side,
  place: string,
  options: DiffOptions,
  sink: ChangeSink,
) {
  const pa = paragraphText(a);
  const pb = paragraphText(b);
  const pending: PendingChange[] = [];
  const equalRanges: [number, number, number, number][] = [];
  for (const { equal, aStart, aEnd, bStart, bEnd } of wordStretches(pa, pb, options)) {
    if (equal) {
      equalRanges.push([aStart, aEnd, bStart, bEnd]);
      continue;
    }
    if (options.detailsLevel === 'high') {
      for (const piece of characterPieces(pa.text, aStart, aEnd, pb.text, bStart, bEnd)) {
        if (piece.equal) equalRanges.push([piece.aStart, piece.aEnd, piece.bStart, piece.bEnd]);
        else
          pending.push(
            textChange(pa, pb, piece.aStart, piece.aEnd, piece.bStart, piece.bEnd, aSide, bSide, place, sink),
          );
      }
    } else {
      pending.push(textChange(pa, pb, aStart, aEnd, bStart, bEnd, aSide, bSide, place, sink));
    }
  }
  if (options.detectStyleChanges) {
    pending.push(...styleChanges(a, b, pa, pb, equalRanges, aSide, bSide, place, sink));
  }
  pending.sort((x, y) => x.order - y.order);
  for (const change of pending) change.emit();
}

/**
 * The two texts as alternating stretches of equal and changed words, in characters. Only the
 * middles after their shared start and before their shared end are tokenized (`sharedCut`,
 * unless `cut` is false, as the tests ask to compare): the stretches are the same.
 */
export function wordStretches(
  pa: ParagraphText,
  pb: ParagraphText,
  options: Pick<DiffOptions, 'wordSeparators' | 'detailsLevel'>,
  cut = true,
): OpGroup[] {
  const aLength = pa.text.length;
  const bLength = pb.text.length;
  const {
    start,
    aEnd: aCut,
    bEnd: bCut,
  } = cut && !pa.objects.length && !pb.objects.length
    ? sharedCut(pa.text, pb.text)
    : { start: 0, aEnd: aLength, bEnd: bLength };
  const ta = tokenizeText(pa.text, options.wordSeparators, pa.objects, start, aCut);
  const tb = tokenizeText(pb.text, options.wordSeparators, pb.objects, start, bCut);
  const interner = new Interner();
  const ops = alignSequences(
    ta.map((t) => interner.id(t.key)),
    tb.map((t) => interner.id(t.key)),
  );
  const stretches: OpGroup[] = [];
  const push = (stretch: OpGroup) => {
    const last = stretches[stretches.length - 1];
    if (last?.equal && stretch.equal) {
      last.aEnd = stretch.aEnd;
      last.bEnd = stretch.bEnd;
    } else stretches.push(stretch);
  };
  if (start > 0) push({ equal: true, aStart: 0, aEnd: start, bStart: 0, bEnd: start });
  for (const group of groupOps(ops, ta, options.detailsLevel)) {
    const aStart = charStart(ta, group.aStart, aCut);
    const aEnd = charEnd(ta, group.aEnd, aStart);
    const bStart = charStart(tb, group.bStart, bCut);
    const bEnd = charEnd(tb, group.bEnd, bStart);
    push({ equal: group.equal, aStart, aEnd, bStart, bEnd });
  }
  if (aCut < aLength) push({ equal: true, aStart: aCut, aEnd: aLength, bStart: bCut, bEnd: bLength });
  return stretches;
}

/** Style changes of two paragraphs whose text is equal. */
export function paragraphStyleChanges(
  a: ParagraphBlock,
  b: ParagraphBlock,
  aSide: Side,
  bSide: Side,
  place: string,
  sink: ChangeSink,
) {
  if (sameParagraphStyles(a, b)) return;
  const pa = paragraphText(a);
  const pb = paragraphText(b);
  const pending = styleChanges(a, b, pa, pb, [[0, pa.text.length, 0, pb.text.length]], aSide, bSide, place, sink);
  for (const change of pending) change.emit();
}

/** Whether two paragraphs of equal text have no style change to report. */
export function sameParagraphStyles(a: ParagraphBlock, b: ParagraphBlock): boolean {
  return (
    a.styleName === b.styleName &&
    a.alignment === b.alignment &&
    sameList(a, b) &&
    sameLayout(a, b) &&
    sameRunStyles(a, b)
  );
}

function sameList(a: ParagraphBlock, b: ParagraphBlock): boolean {
  // The label is left out: items after an inserted or re-levelled one renumber, and that is
  // not a change of theirs.
  if (!a.list || !b.list) return !a.list && !b.list;
  return a.list.level === b.list.level && a.list.format === b.list.format;
}

function sameLayout(a: ParagraphBlock, b: ParagraphBlock): boolean {
  const x = a.properties;
  const y = b.properties;
  if (x === y) return true;
  return layoutChanges(a, b).length === 0;
}

/** Layout property changes of two paired paragraphs, one per property, in report order. */
function layoutChanges(a: ParagraphBlock, b: ParagraphBlock): StyleChange[] {
  const x = a.properties;
  const y = b.properties;
  if (!x && !y) return [];
  const changes: StyleChange[] = [];
  const bothEndSections = x?.['section break'] !== undefined && y?.['section break'] !== undefined;
  for (const { name, default: fallback } of PARAGRAPH_PROPERTIES) {
    const oldValue = x?.[name];
    const newValue = y?.[name];
    if (oldValue === newValue) continue;
    if (SECTION_SETUP_PROPERTIES.has(name)) {
      // The last section's setup rides on the body's last paragraph, which an edit at the end
      // can change; it is compared where both paragraphs carry one.
      if (oldValue === undefined || newValue === undefined) continue;
      if (!bothEndSections && (x?.['section break'] !== undefined || y?.['section break'] !== undefined)) continue;
    }
    const from = oldValue ?? fallback;
    const to = newValue ?? fallback;
    if (from !== to) changes.push({ property: name, oldValue: from, newValue: to });
  }
  return changes;
}

/**
 * Whether two paragraphs have runs of the same lengths and styles, run for run. Every equal
 * paragraph of a document is asked this, so it compares values in place instead of building a
 * signature string of each paragraph's styles.
 */
function sameRunStyles(a: ParagraphBlock, b: ParagraphBlock): boolean {
  const aRuns = a.runs;
  const bRuns = b.runs;
  if (aRuns.length !== bRuns.length) return false;
  for (let k = 0; k < aRuns.length; k++) {
    if (aRuns[k].text.length !== bRuns[k].text.length) return false;
    if (aRuns[k].link !== bRuns[k].link) return false;
    const aStyle = aRuns[k].style;
    const bStyle = bRuns[k].style;
    if (aStyle === bStyle) continue;
    // A property set on neither side is equal: only the few each style sets are compared.
    if (!sameSetProperties(aStyle, bStyle) || !sameSetProperties(bStyle, aStyle)) return false;
  }
  return true;
}

const STYLE_PROPERTIES: ReadonlySet<string> = new Set(RUN_STYLE_PROPERTIES);

/** Whether every RunStyle property `a` sets has the same (normalised) value in `b`. */
function sameSetProperties(a: RunStyle, b: RunStyle): boolean {
  for (const key in a) {
    if (!STYLE_PROPERTIES.has(key)) continue;
    const property = key as keyof RunStyle;
    const x = a[property];
    const y = b[property];
    if (x !== y && normalizeStyleValue(property, x) !== normalizeStyleValue(property, y)) return false;
  }
  return true;
}

export interface OpGroup {
  equal: boolean;
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

function groupOps(ops: SequenceOp[], ta: Token[], level: DiffOptions['detailsLevel']): OpGroup[] {
  const groups: OpGroup[] = [];
  let current: OpGroup | undefined;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k];
    if (op.kind !== 'equal') {
      if (!current) current = { equal: false, aStart: op.aStart, aEnd: op.aEnd, bStart: op.bStart, bEnd: op.bEnd };
      else {
        current.aEnd = Math.max(current.aEnd, op.aEnd);
        current.bEnd = Math.max(current.bEnd, op.bEnd);
      }
      continue;
    }
    const next = ops[k + 1];
    if (current && next && next.kind !== 'equal' && bridgeable(ta, op.aStart, op.aEnd, level)) {
      current.aEnd = op.aEnd;
      current.bEnd = op.bEnd;
      continue;
    }
    if (current) groups.push(current);
    current = undefined;
    groups.push({ equal: true, aStart: op.aStart, aEnd: op.aEnd, bStart: op.bStart, bEnd: op.bEnd });
  }
  if (current) groups.push(current);
  return groups;
}

/** Whether an equal stretch between two changes is small enough to fold into one change. */
function bridgeable(tokens: Token[], start: number, end: number, level: DiffOptions['detailsLevel']): boolean {
  if (level === 'high') return false;
  let words = 0;
  for (let k = start; k < end; k++) {
    const kind = tokens[k].kind;
    if (kind === 'space') continue;
    if (level === 'middle') return false;
    if (kind === 'word' || kind === 'object') words++;
    if (words > 1 || (kind === 'word' && tokens[k].end - tokens[k].start > 3)) return false;
  }
  return level === 'middle' || end - start <= 3;
}

function charStart(tokens: Token[], index: number, textLength: number): number {
  return index < tokens.length ? tokens[index].start : textLength;
}

function charEnd(tokens: Token[], index: number, start: number): number {
  return index > 0 ? Math.max(start, tokens[index - 1].end) : start;
}

function characterPieces(
  aText: string,
  aStart: number,
  aEnd: number,
  bText: string,
  bStart: number,
  bEnd: number,
): OpGroup[] {
  const interner = new Interner();
  const aChars = Array.from(aText.slice(aStart, aEnd), (c) => interner.id(c));
  const bChars = Array.from(bText.slice(bStart, bEnd), (c) => interner.id(c));
  // Array.from splits by code point; map code-point indexes back to UTF-16 offsets.
  const aOffsets = codePointOffsets(aText.slice(aStart, aEnd));
  const bOffsets = codePointOffsets(bText.slice(bStart, bEnd));
  const pieces: OpGroup[] = [];
  let current: OpGroup | undefined;
  for (const op of alignSequences(aChars, bChars)) {
    const piece = {
      aStart: aStart + aOffsets[op.aStart],
      aEnd: aStart + aOffsets[op.aEnd],
      bStart: bStart + bOffsets[op.bStart],
      bEnd: bStart + bOffsets[op.bEnd],
    };
    if (op.kind === 'equal') {
      if (current) pieces.push(current);
      current = undefined;
      pieces.push({ equal: true, ...piece });
    } else if (!current) current = { equal: false, ...piece };
    else {
      current.aEnd = piece.aEnd;
      current.bEnd = piece.bEnd;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function codePointOffsets(text: string): number[] {
  const offsets = [0];
  let offset = 0;
  for (const c of text) {
    offset += c.length;
    offsets.push(offset);
  }
  return offsets;
}

/** Shrinks a range so it does not start or end with white space. */
function trimRange(text: string, start: number, end: number): [number, number] {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return [start, end];
}

function textChange(
  pa: ParagraphText,
  pb: ParagraphText,
  aStart0: number,
  aEnd0: number,
  bStart0: number,
  bEnd0: number,
  aSide: Side,
  bSide: Side,
  place: string,
  sink: ChangeSink,
): PendingChange {
  const [aStart, aEnd] = trimRange(pa.text, aStart0, aEnd0);
  const [bStart, bEnd] = trimRange(pb.text, bStart0, bEnd0);
  const hasA = aEnd > aStart;
  const hasB = bEnd > bStart;
  // Changes of white space alone are layout noise, not content.
  if (!hasA && !hasB) return { order: bStart0, emit: () => {} };
  const kind: ChangeKind = hasA && hasB ? 'Modified' : hasA ? 'Deleted' : 'Inserted';
  const authors = hasB ? authorsIn(pb, bStart, bEnd) : undefined;
  return {
    order: bStart0,
    emit: () =>
      sink.textChange(
        kind,
        ...objectAwareTexts(kind, pa, aStart, aEnd, pb, bStart, bEnd),
        toChangeSide(aSide, hasA ? aStart : aStart0, hasA ? aEnd : aStart0),
        toChangeSide(bSide, hasB ? bStart : bStart0, hasB ? bEnd : bStart0),
        place,
        { authors },
      ),
  };
}

/**
 * The old and new text of a change; when they read the same because only an object inside
 * changed (a chart's numbers), what each object shows is added so the change says what differs.
 */
function objectAwareTexts(
  kind: ChangeKind,
  pa: ParagraphText,
  aStart: number,
  aEnd: number,
  pb: ParagraphText,
  bStart: number,
  bEnd: number,
): [string, string] {
  const oldText = pa.text.slice(aStart, aEnd);
  const newText = pb.text.slice(bStart, bEnd);
  if (kind === 'Modified' && oldText !== newText) {
    const equation = (p: ParagraphText, start: number, end: number) =>
      p.objects.some((o) => o.equation && o.start === start && o.end === end);
    return equation(pa, aStart, aEnd) && equation(pb, bStart, bEnd)
      ? changedTerms(oldText, newText)
      : [oldText, newText];
  }
  if (kind !== 'Modified') return [oldText, newText];
  const details = (p: ParagraphText, start: number, end: number) =>
    p.objects
      .filter((o) => o.start >= start && o.end <= end && o.detail)
      .map((o) => o.detail)
      .join('; ');
  const oldDetail = details(pa, aStart, aEnd);
  const newDetail = details(pb, bStart, bEnd);
  return [oldDetail ? `${oldText} ${oldDetail}` : oldText, newDetail ? `${newText} ${newDetail}` : newText];
}

/**
 * Two equations' linear texts cut to the terms that differ (numbers, names, operators), between
 * the terms they share at both ends: `y=22·x+97 → y=22·x+71` is `97 → 71`.
 */
function changedTerms(oldText: string, newText: string): [string, string] {
  const terms = (text: string) => text.match(/\p{N}+(?:[.,]\p{N}+)*|\p{L}+|\s+|./gsu) ?? [];
  const a = terms(oldText);
  const b = terms(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const cut = (list: string[]) =>
    list
      .slice(head, list.length - tail)
      .join('')
      .trim();
  const oldTerms = cut(a);
  const newTerms = cut(b);
  // A term only added or removed reads as nothing on one side: the whole formulas say more.
  return oldTerms && newTerms ? [oldTerms, newTerms] : [oldText, newText];
}

function authorsIn(p: ParagraphText, start: number, end: number): string[] | undefined {
  const authors = new Set<string>();
  for (let k = 0; k < p.runs.length; k++) {
    const runStart = p.runStarts[k];
    const runEnd = runStart + p.runs[k].text.length;
    if (runEnd > start && runStart < end && p.runs[k].author) authors.add(p.runs[k].author!);
  }
  return authors.size ? [...authors] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Styles

interface StylePiece {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
  changes: StyleChange[];
  key: string;
}

function styleChanges(
  a: ParagraphBlock,
  b: ParagraphBlock,
  pa: ParagraphText,
  pb: ParagraphText,
  equalRanges: [number, number, number, number][],
  aSide: Side,
  bSide: Side,
  place: string,
  sink: ChangeSink,
): PendingChange[] {
  const pieces: StylePiece[] = [];
  for (const [aStart, aEnd, bStart] of equalRanges) collectStylePieces(pa, pb, aStart, aEnd, bStart, pieces);
  const merged = mergePieces(pieces, pb.text);
  const paragraphChanges = paragraphPropertyChanges(a, b);
  const result: PendingChange[] = [];
  if (paragraphChanges.length) {
    // A restyled paragraph (e.g. Normal → Heading 1) changes the look of all its text: report
    // it once, with the run properties that changed across the whole paragraph.
    const whole = merged.find((p) => p.bStart <= firstNonSpace(pb.text) && p.bEnd >= lastNonSpace(pb.text));
    const changes = [...paragraphChanges, ...(whole?.changes ?? [])];
    result.push({
      order: 0,
      emit: () =>
        sink.textChange(
          'StyleChanged',
          pa.text.trim(),
          pb.text.trim(),
          toChangeSide(aSide, 0, pa.text.length),
          toChangeSide(bSide, 0, pb.text.length),
          place,
          {
            styleChanges: changes,
          },
        ),
    });
    for (const piece of merged)
      if (piece !== whole) result.push(stylePending(piece, pa, pb, aSide, bSide, place, sink));
    return result;
  }
  for (const piece of merged) result.push(stylePending(piece, pa, pb, aSide, bSide, place, sink));
  return result;
}

function stylePending(
  piece: StylePiece,
  pa: ParagraphText,
  pb: ParagraphText,
  aSide: Side,
  bSide: Side,
  place: string,
  sink: ChangeSink,
): PendingChange {
  const [bStart, bEnd] = trimRange(pb.text, piece.bStart, piece.bEnd);
  const shift = bStart - piece.bStart;
  const aStart = piece.aStart + shift;
  const aEnd = aStart + (bEnd - bStart);
  return {
    order: piece.bStart,
    emit: () =>
      sink.textChange(
        'StyleChanged',
        pa.text.slice(aStart, aEnd),
        pb.text.slice(bStart, bEnd),
        toChangeSide(aSide, aStart, aEnd),
        toChangeSide(bSide, bStart, bEnd),
        place,
        {
          styleChanges: piece.changes,
        },
      ),
  };
}

function firstNonSpace(text: string): number {
  const m = /\S/.exec(text);
  return m ? m.index : 0;
}

function lastNonSpace(text: string): number {
  for (let k = text.length; k > 0; k--) if (/\S/.test(text[k - 1])) return k;
  return 0;
}

function paragraphPropertyChanges(a: ParagraphBlock, b: ParagraphBlock): StyleChange[] {
  const changes: StyleChange[] = [];
  const oldStyle = a.styleName ?? 'Normal';
  const newStyle = b.styleName ?? 'Normal';
  if (oldStyle !== newStyle) changes.push({ property: 'style', oldValue: oldStyle, newValue: newStyle });
  const oldAlign = a.alignment ?? 'left';
  const newAlign = b.alignment ?? 'left';
  if (oldAlign !== newAlign) changes.push({ property: 'alignment', oldValue: oldAlign, newValue: newAlign });
  changes.push(...listChanges(a, b), ...layoutChanges(a, b));
  return changes;
}

function listChanges(a: ParagraphBlock, b: ParagraphBlock): StyleChange[] {
  if (sameList(a, b)) return [];
  const describe = (list: ParagraphBlock['list']) =>
    list ? `${list.format ?? 'numbered'}, level ${list.level + 1}` : 'none';
  if (!a.list || !b.list) return [{ property: 'list', oldValue: describe(a.list), newValue: describe(b.list) }];
  const changes: StyleChange[] = [];
  if (a.list.level !== b.list.level)
    changes.push({ property: 'list level', oldValue: String(a.list.level + 1), newValue: String(b.list.level + 1) });
  if (a.list.format !== b.list.format)
    changes.push({
      property: 'list format',
      oldValue: a.list.format ?? 'numbered',
      newValue: b.list.format ?? 'numbered',
    });
  return changes;
}

/** Walks both run lists over an equal stretch and records where the styles differ. */
function collectStylePieces(
  pa: ParagraphText,
  pb: ParagraphText,
  aStart: number,
  aEnd: number,
  bStart: number,
  out: StylePiece[],
) {
  let ka = runIndexAt(pa, aStart);
  let kb = runIndexAt(pb, bStart);
  let offset = 0;
  const length = aEnd - aStart;
  while (offset < length && ka < pa.runs.length && kb < pb.runs.length) {
    const aRunEnd = pa.runStarts[ka] + pa.runs[ka].text.length - aStart;
    const bRunEnd = pb.runStarts[kb] + pb.runs[kb].text.length - bStart;
    const stop = Math.min(length, aRunEnd, bRunEnd);
    if (stop > offset) {
      const changes = compareStyles(pa.runs[ka].style, pb.runs[kb].style);
      const oldLink = pa.runs[ka].link;
      const newLink = pb.runs[kb].link;
      if (oldLink !== newLink)
        changes.push({ property: 'link', oldValue: oldLink ?? 'none', newValue: newLink ?? 'none' });
      if (changes.length) {
        out.push({
          aStart: aStart + offset,
          aEnd: aStart + stop,
          bStart: bStart + offset,
          bEnd: bStart + stop,
          changes,
          key: JSON.stringify(changes),
        });
      }
      offset = stop;
    }
    if (aRunEnd <= offset) ka++;
    if (bRunEnd <= offset) kb++;
  }
}

function runIndexAt(p: ParagraphText, offset: number): number {
  let lo = 0;
  let hi = p.runStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (p.runStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  // Skip empty runs that start at the offset.
  while (lo < p.runs.length - 1 && p.runStarts[lo] + p.runs[lo].text.length <= offset) lo++;
  return lo;
}

/** Joins neighbouring pieces with the same differences when only white space lies between. */
function mergePieces(pieces: StylePiece[], bText: string): StylePiece[] {
  const merged: StylePiece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.key === piece.key &&
      piece.bStart >= last.bEnd &&
      !/\S/.test(bText.slice(last.bEnd, piece.bStart)) &&
      piece.aStart - last.aEnd === piece.bStart - last.bEnd
    ) {
      last.aEnd = piece.aEnd;
      last.bEnd = piece.bEnd;
      continue;
    }
    merged.push({ ...piece });
  }
  // A difference that touches only white space (a bold space) is invisible.
  return merged.filter((piece) => /\S/.test(bText.slice(piece.bStart, piece.bEnd)));
}

export function compareStyles(a: RunStyle, b: RunStyle): StyleChange[] {
  const changes: StyleChange[] = [];
  for (const property of RUN_STYLE_PROPERTIES) {
    // Equal values normalise alike: most properties of most runs are equal (or both unset).
    if (a[property] === b[property]) continue;
    const oldValue = normalizeStyleValue(property, a[property]);
    const newValue = normalizeStyleValue(property, b[property]);
    if (oldValue !== newValue) changes.push({ property, oldValue, newValue });
  }
  return changes;
}

function normalizeStyleValue(property: keyof RunStyle, value: RunStyle[keyof RunStyle]): string {
  switch (property) {
    case 'bold':
    case 'italic':
    case 'strike':
      return value ? 'true' : 'false';
    case 'underline':
      return !value || value === 'none' ? 'none' : String(value);
    case 'color':
      return !value || value === 'auto' ? 'auto' : String(value).toUpperCase();
    case 'highlight':
      return !value || value === 'none' || value === 'auto' ? 'none' : String(value);
    case 'vertAlign':
      return value ? String(value) : 'baseline';
    default:
      return value === undefined ? '' : String(value);
  }
}
