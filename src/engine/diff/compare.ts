import type { Block, Box, DocumentModel, ParagraphBlock, ShapeBlock, Story, TableBlock } from '../model/document';
import { blockText } from '../model/document';
import { alignWithMoves, originAnchor, type Alignment } from './alignment';
import { alignSequences, Interner, type SequenceOp } from './sequence';
import { orderedIdSimilarity, pairingThreshold, surelySimilar } from './similarity';
import { diffParagraphs, paragraphStyleChanges, sameParagraphStyles } from './paragraph';
import { ChangeSink, type Side } from './sink';
import type { DiffOptions, EngineChange } from './types';
import { DEFAULT_DIFF_OPTIONS } from './types';
import { wordsOf, isBlank } from './tokens';

/**
 * The diff core. For each pair of stories it aligns blocks (equal blocks by key, similar blocks
 * paired inside the gaps between equal ones, moves found among what is left), diffs words inside
 * paired paragraphs, compares the styles of equal text, and diffs tables row by row and column
 * by column. Changes come out in target document order with deletions at their place.
 */
export function diffDocuments(
  source: DocumentModel,
  target: DocumentModel,
  options: Partial<DiffOptions> = {},
): EngineChange[] {
  const resolved: DiffOptions = { ...DEFAULT_DIFF_OPTIONS, ...options };
  const sink = new ChangeSink(resolved);
  const context: DiffContext = { options: resolved, sink, interner: new Interner(), wordInterner: new Interner() };
  const sourceStories = new Map(source.stories.map((s) => [s.key, s]));
  const seen = new Set<string>();
  for (const story of orderStories(target.stories)) {
    if (!includeStory(story, resolved)) continue;
    seen.add(story.key);
    const before = sourceStories.get(story.key);
    if (before) diffStory(before, story, context);
    else sink.storyChange('Inserted', story);
  }
  for (const story of orderStories(source.stories)) {
    if (seen.has(story.key) || !includeStory(story, resolved)) continue;
    sink.storyChange('Deleted', story);
  }
  return sink.changes;
}

export interface DiffContext {
  options: DiffOptions;
  sink: ChangeSink;
  /** Interns block keys. */
  interner: Interner;
  /** Interns words for similarity measures. */
  wordInterner: Interner;
}

function includeStory(story: Story, options: DiffOptions): boolean {
  return options.compareHeadersFooters || (story.kind !== 'header' && story.kind !== 'footer');
}

const STORY_ORDER: Record<Story['kind'], number> = {
  message: 0,
  header: 1,
  body: 2,
  sheet: 2,
  slide: 2,
  page: 2,
  notes: 3,
  textbox: 4,
  footnote: 5,
  endnote: 6,
  footer: 7,
  comment: 8,
  attachment: 9,
};

function orderStories(stories: readonly Story[]): Story[] {
  return [...stories].sort((x, y) => STORY_ORDER[x.kind] - STORY_ORDER[y.kind]);
}

function diffStory(source: Story, target: Story, context: DiffContext) {
  const prefix = source.kind === 'body' ? '' : `${target.label}, `;
  diffBlockLists(source.blocks, target.blocks, context, {
    a: { story: source.key, path: [] },
    b: { story: target.key, path: [] },
    place: prefix,
    nested: false,
  });
}

/** Where a block list sits: its story and index path on each side, and the place prefix. */
export interface ListScope {
  a: Side;
  b: Side;
  place: string;
  /** Inside a table cell (places say `paragraph` relative to the cell). */
  nested: boolean;
  /**
   * The family's word on which blocks are one and the same whatever their order (a slide's
   * shapes keep their identity when only their z-order changes). `pinned` pairs are made before
   * the content alignment (a slide's date placeholder is its date placeholder); `sameIdentity`
   * pairs blocks the content alignment left apart as one deleted and one inserted.
   */
  pinned?: (a: Block, b: Block) => boolean;
  sameIdentity?: (a: Block, b: Block) => boolean;
}

export function diffBlockLists(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  context: DiffContext,
  scope: ListScope,
) {
  // Keys as kind and body (blockKey is their join), so a paragraph's text is interned as it is.
  const aKinds = aBlocks.map(keyKind);
  const bKinds = bBlocks.map(keyKind);
  const aKeys = aBlocks.map(keyBody);
  const bKeys = bBlocks.map(keyBody);
  // Equal lists (most table cells) align block for block, as the alignment below would find:
  // comparing the keys is cheaper than interning them.
  if (aKeys.length === bKeys.length && aKeys.every((key, k) => key === bKeys[k] && aKinds[k] === bKinds[k])) {
    const equal = aKeys.map((_, k): Alignment => ({ kind: 'equal', a: k, b: k }));
    emitAlignment(aBlocks, bBlocks, equal, context, scope);
    return;
  }
  const aIds = aKeys.map((key, k) => context.interner.id(key, aKinds[k]));
  const bIds = bKeys.map((key, k) => context.interner.id(key, bKinds[k]));
  const alignment =
    scope.pinned || scope.sameIdentity
      ? alignByIdentity(aBlocks, bBlocks, aIds, bIds, scope, context)
      : alignBlocks(aBlocks, bBlocks, aIds, bIds, context, scope.nested);
  emitAlignment(aBlocks, bBlocks, alignment, context, scope);
}

/** Pairs of deleted and inserted indexes that `same` calls one block, each the only candidate on both sides. */
function uniquePairs(
  deleted: readonly number[],
  inserted: readonly number[],
  same: (i: number, j: number) => boolean,
): Map<number, number> {
  const partnerOfB = new Map<number, number>();
  for (const j of inserted) {
    const candidates = deleted.filter((i) => same(i, j));
    if (candidates.length !== 1) continue;
    if (inserted.filter((other) => same(candidates[0], other)).length !== 1) continue;
    partnerOfB.set(j, candidates[0]);
  }
  return partnerOfB;
}

/**
 * Blocks the family pins are paired first, whatever their order; the others are aligned by
 * content among themselves, and blocks of the same identity that this left apart (one deleted,
 * one inserted) are paired in the target's place. The result is in target order, each unmatched
 * source block after the target block its predecessor was matched with.
 */
function alignByIdentity(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  aIds: number[],
  bIds: number[],
  scope: ListScope,
  context: DiffContext,
): Alignment[] {
  const pair = (a: number, b: number): Alignment =>
    aIds[a] === bIds[b] ? { kind: 'equal', a, b } : { kind: 'paired', a, b };
  const { pinned, sameIdentity } = scope;
  const all = (length: number) => Array.from({ length }, (_, k) => k);
  const pins = pinned
    ? uniquePairs(all(aBlocks.length), all(bBlocks.length), (i, j) => pinned(aBlocks[i], bBlocks[j]))
    : new Map<number, number>();
  const pinnedA = new Set(pins.values());
  const restA = all(aBlocks.length).filter((i) => !pinnedA.has(i));
  const restB = all(bBlocks.length).filter((j) => !pins.has(j));
  let inner = alignBlocks(
    restA.map((i) => aBlocks[i]),
    restB.map((j) => bBlocks[j]),
    restA.map((i) => aIds[i]),
    restB.map((j) => bIds[j]),
    context,
    scope.nested,
  ).map((item): Alignment => {
    if (item.kind === 'deleted') return { ...item, a: restA[item.a] };
    if (item.kind === 'inserted') return { ...item, b: restB[item.b] };
    return { ...item, a: restA[item.a], b: restB[item.b] };
  });
  if (sameIdentity) {
    const deleted = inner.flatMap((item) => (item.kind === 'deleted' ? [item.a] : []));
    const inserted = inner.flatMap((item) => (item.kind === 'inserted' ? [item.b] : []));
    const rejoined = uniquePairs(deleted, inserted, (i, j) => sameIdentity(aBlocks[i], bBlocks[j]));
    const rejoinedA = new Set(rejoined.values());
    inner = inner.flatMap((item): Alignment[] => {
      if (item.kind === 'deleted' && rejoinedA.has(item.a)) return [];
      if (item.kind === 'inserted' && rejoined.has(item.b)) return [pair(rejoined.get(item.b)!, item.b)];
      return [item];
    });
  }
  if (pins.size === 0) return inner;
  const keyed: { key: number; item: Alignment }[] = [];
  let last = -1;
  for (const item of inner) {
    if ('b' in item) last = item.b;
    keyed.push({ key: 'b' in item ? item.b : last + 0.5, item });
  }
  for (const [b, a] of pins) keyed.push({ key: b, item: pair(a, b) });
  return keyed.sort((x, y) => x.key - y.key).map((entry) => entry.item);
}

function alignBlocks(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  aIds: number[],
  bIds: number[],
  context: DiffContext,
  nested: boolean,
): Alignment[] {
  // Exact moves first, so a moved paragraph is never mistaken for a rewrite of its neighbour.
  const { alignment, leftoverDeleted, leftoverInserted } = alignWithMoves(
    aIds,
    bIds,
    (side, index) => movable(side === 'a' ? aBlocks[index] : bBlocks[index]),
    (deleted, inserted) => pairGap(aBlocks, bBlocks, deleted, inserted, context, nested),
  );
  return fewestMoves(aBlocks, findFuzzyMoves(aBlocks, bBlocks, alignment, leftoverDeleted, leftoverInserted, context));
}

/**
 * The line diff keeps one of several equally long sequences of unchanged blocks in place; when
 * blocks moved, that choice decides which blocks are called moved. The reader's answer is the
 * fewest moves: of all matched blocks (unchanged, edited or moved), the largest set whose order
 * both sides agree on stays in place and the rest moved. Blocks too short to be called moved
 * (`movable`) always stay: they weigh more than any number of movable ones. Found as a heaviest
 * increasing subsequence (O(n log n)); only the kinds change, so the target order of the items
 * stays.
 */
function fewestMoves(aBlocks: readonly Block[], alignment: Alignment[]): Alignment[] {
  if (!alignment.some((item) => item.kind === 'moved')) return alignment;
  const matched: number[] = [];
  alignment.forEach((item, k) => {
    if (item.kind === 'equal' || item.kind === 'paired' || item.kind === 'moved') matched.push(k);
  });
  const a = (k: number) => (alignment[k] as { a: number }).a;
  const b = (k: number) => (alignment[k] as { b: number }).b;
  const heavy = matched.length + 1;
  const weight = (k: number) => (movable(aBlocks[a(k)]) ? 1 : heavy);
  // Fenwick tree over target positions: the heaviest chain ending below a position, and its end.
  const size = Math.max(...matched.map(b)) + 2;
  const bestWeight = new Float64Array(size + 1);
  const bestEnd = new Int32Array(size + 1).fill(-1);
  const query = (position: number): [number, number] => {
    let value = 0;
    let end = -1;
    for (let i = position; i > 0; i -= i & -i) {
      if (bestWeight[i] > value) {
        value = bestWeight[i];
        end = bestEnd[i];
      }
    }
    return [value, end];
  };
  const update = (position: number, value: number, end: number) => {
    for (let i = position; i <= size; i += i & -i) {
      if (value > bestWeight[i]) {
        bestWeight[i] = value;
        bestEnd[i] = end;
      }
    }
  };
  const previous = new Map<number, number>();
  let last = -1;
  let lastWeight = 0;
  for (const k of bySource(matched, a, aBlocks.length)) {
    const [below, end] = query(b(k) + 1);
    const total = below + weight(k);
    previous.set(k, end);
    update(b(k) + 2, total, k);
    if (total > lastWeight) {
      lastWeight = total;
      last = k;
    }
  }
  const inPlace = new Set<number>();
  for (let k = last; k >= 0; k = previous.get(k) ?? -1) inPlace.add(k);
  const movedBefore = matched.filter((k) => alignment[k].kind === 'moved').length;
  if (matched.length - inPlace.size >= movedBefore) return alignment;
  return alignment.map((item, k) => {
    if (item.kind === 'equal' && !inPlace.has(k)) return { kind: 'moved', a: item.a, b: item.b, identical: true };
    if (item.kind === 'paired' && !inPlace.has(k)) return { kind: 'moved', a: item.a, b: item.b, identical: false };
    if (item.kind === 'moved' && inPlace.has(k))
      return item.identical ? { kind: 'equal', a: item.a, b: item.b } : { kind: 'paired', a: item.a, b: item.b };
    return item;
  });
}

/**
 * The matched items in source order. Each source block is matched at most once, so they are
 * placed by index rather than sorted with a comparator (a thousand-odd calls in the
 * interpreter); the sort stays for anything else.
 */
function bySource(matched: readonly number[], a: (k: number) => number, length: number): number[] {
  const slots = new Int32Array(length).fill(-1);
  for (const k of matched) {
    const i = a(k);
    if (i < 0 || i >= length || slots[i] !== -1) return [...matched].sort((x, y) => a(x) - a(y));
    slots[i] = k;
  }
  const ordered: number[] = [];
  for (let i = 0; i < length; i++) if (slots[i] !== -1) ordered.push(slots[i]);
  return ordered;
}

/** Blocks long enough that meeting the same one elsewhere means it moved. */
function movable(block: Block): boolean {
  if (block.type !== 'paragraph') return true;
  const text = blockText(block);
  return text.trim().length >= 20 || wordsOf(text).length >= 4;
}

/** A block's words as ids of the diff's word interner, made once per block, not once per pair measured. */
function internWords(words: readonly string[], context: DiffContext): number[] {
  return words.map((word) => context.wordInterner.id(word));
}

const FUZZY_MOVE_SIMILARITY = 0.8;
/** Paragraphs this short pair by place and style when their words differ. */
const SHORT_WORDS = 4;
const FUZZY_MOVE_MIN_WORDS = 8;

/** Pairs leftover deletions and insertions that are the same block, lightly edited, elsewhere. */
function findFuzzyMoves(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  alignment: Alignment[],
  deleted: number[],
  inserted: number[],
  context: DiffContext,
): Alignment[] {
  if (!deleted.length || !inserted.length || deleted.length * inserted.length > 40_000) return alignment;
  const wordsA = new Map<number, number[]>();
  for (const i of deleted) {
    const words = wordsOf(blockText(aBlocks[i]));
    if (words.length >= FUZZY_MOVE_MIN_WORDS) wordsA.set(i, internWords(words, context));
  }
  if (!wordsA.size) return alignment;
  const moveOf = new Map<number, number>(); // b -> a
  const taken = new Set<number>();
  for (const j of inserted) {
    const text = wordsOf(blockText(bBlocks[j]));
    if (text.length < FUZZY_MOVE_MIN_WORDS) continue;
    const words = internWords(text, context);
    let best = -1;
    let bestScore = FUZZY_MOVE_SIMILARITY;
    for (const [i, other] of wordsA) {
      if (taken.has(i) || aBlocks[i].type !== bBlocks[j].type) continue;
      const score = orderedIdSimilarity(other, words, bestScore);
      if (score >= bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best >= 0) {
      taken.add(best);
      moveOf.set(j, best);
    }
  }
  if (!moveOf.size) return alignment;
  const result: Alignment[] = [];
  for (const item of alignment) {
    if (item.kind === 'deleted' && taken.has(item.a)) continue;
    if (item.kind === 'inserted' && moveOf.has(item.b)) {
      result.push({ kind: 'moved', a: moveOf.get(item.b)!, b: item.b, identical: false });
      continue;
    }
    result.push(item);
  }
  return result;
}

/**
 * Inside one gap between equal blocks, pairs deleted and inserted blocks of the same type that
 * are similar enough, keeping their order (a weighted LCS), so "rewrote a paragraph" is one
 * modified paragraph and "replaced a paragraph by an unrelated one" stays delete + insert.
 */
function pairGap(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  deleted: number[],
  inserted: number[],
  context: DiffContext,
  nested: boolean,
): Alignment[] {
  const m = deleted.length;
  const n = inserted.length;
  if (!m || !n) {
    return [
      ...deleted.map((a): Alignment => ({ kind: 'deleted', a })),
      ...inserted.map((b): Alignment => ({ kind: 'inserted', b })),
    ];
  }
  // A cell whose only paragraph changed was edited, however much: pair it.
  if (nested && m === 1 && n === 1 && aBlocks[deleted[0]].type === bBlocks[inserted[0]].type) {
    return [{ kind: 'paired', a: deleted[0], b: inserted[0] }];
  }
  const threshold = pairingThreshold(context.options.sensitivity);
  // One block for one: they pair when similar enough, which a lightly edited paragraph is
  // known to be without listing the words it shares (tables and objects always are).
  if (m === 1 && n === 1) {
    const a = aBlocks[deleted[0]];
    const b = bBlocks[inserted[0]];
    if (
      a.type === b.type &&
      (a.type === 'table' ||
        a.type === 'object' ||
        (a.type === 'paragraph' && surelySimilar(blockText(a), blockText(b), threshold)))
    )
      return [{ kind: 'paired', a: deleted[0], b: inserted[0] }];
  }
  const wordsA = deleted.map((i) => internWords(wordsOf(blockText(aBlocks[i])), context));
  const wordsB = inserted.map((j) => internWords(wordsOf(blockText(bBlocks[j])), context));
  const similarity = (x: number, y: number): number => {
    const a = aBlocks[deleted[x]];
    const b = bBlocks[inserted[y]];
    if (a.type !== b.type) return 0;
    if (a.type === 'object') return 1;
    if (a.type === 'shape' && b.type === 'shape') {
      // The same shape keeps its id (or at least its name) across edits.
      if (a.id !== undefined && a.id === b.id) return 1;
      if (a.name && a.name === b.name) return 0.9;
      return orderedIdSimilarity(wordsA[x], wordsB[y], threshold);
    }
    if (a.type === 'table' && b.type === 'table') return Math.max(threshold, orderedIdSimilarity(wordsA[x], wordsB[y]));
    const similarity = orderedIdSimilarity(wordsA[x], wordsB[y], threshold);
    // Short paragraphs of the same style in the same place are one field filled in or
    // relabelled ("[Company]" → "Metallica"), though they share no word.
    if (
      a.type === 'paragraph' &&
      b.type === 'paragraph' &&
      a.styleName === b.styleName &&
      wordsA[x].length <= SHORT_WORDS &&
      wordsB[y].length <= SHORT_WORDS
    ) {
      return Math.max(similarity, threshold);
    }
    return similarity;
  };
  const pairs: [number, number][] = [];
  if (m * n <= 2500) {
    // score[x][y] = best total similarity pairing deleted[x..] with inserted[y..].
    const score = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
    const sim = Array.from({ length: m }, () => new Float64Array(n));
    for (let x = 0; x < m; x++) for (let y = 0; y < n; y++) sim[x][y] = similarity(x, y);
    for (let x = m - 1; x >= 0; x--) {
      for (let y = n - 1; y >= 0; y--) {
        let best = Math.max(score[x + 1][y], score[x][y + 1]);
        if (sim[x][y] >= threshold) best = Math.max(best, sim[x][y] + score[x + 1][y + 1]);
        score[x][y] = best;
      }
    }
    let x = 0;
    let y = 0;
    while (x < m && y < n) {
      if (sim[x][y] >= threshold && score[x][y] === sim[x][y] + score[x + 1][y + 1]) {
        pairs.push([x, y]);
        x++;
        y++;
      } else if (score[x][y] === score[x + 1][y]) x++;
      else y++;
    }
  } else {
    // Large gaps: greedy forward search in a window keeps the cost linear.
    let y0 = 0;
    for (let x = 0; x < m && y0 < n; x++) {
      let best = -1;
      let bestScore = threshold;
      for (let y = y0; y < Math.min(n, y0 + 8); y++) {
        const s = similarity(x, y);
        if (s >= bestScore) {
          best = y;
          bestScore = s;
        }
      }
      if (best >= 0) {
        pairs.push([x, best]);
        y0 = best + 1;
      }
    }
  }
  const result: Alignment[] = [];
  let x = 0;
  let y = 0;
  for (const [px, py] of [...pairs, [m, n] as [number, number]]) {
    while (x < px) result.push({ kind: 'deleted', a: deleted[x++] });
    while (y < py) result.push({ kind: 'inserted', b: inserted[y++] });
    if (px < m && py < n) result.push({ kind: 'paired', a: deleted[px], b: inserted[py] });
    x = px + 1;
    y = py + 1;
  }
  return result;
}

function emitAlignment(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  alignment: Alignment[],
  context: DiffContext,
  scope: ListScope,
) {
  const { sink } = context;
  const aPlaces = new BlockPlaces(aBlocks, scope);
  const bPlaces = new BlockPlaces(bBlocks, scope);
  const anchors = targetAnchors(alignment, bBlocks.length, (item) => ('b' in item ? item.b : undefined));
  alignment.forEach((item, k) => {
    switch (item.kind) {
      case 'equal':
        compareEqualBlocks(aBlocks[item.a], bBlocks[item.b], item.a, item.b, context, scope, bPlaces);
        break;
      case 'paired':
        diffPairedBlocks(aBlocks[item.a], bBlocks[item.b], item.a, item.b, context, scope, bPlaces);
        break;
      case 'deleted':
        if (isEmptyBlock(aBlocks[item.a])) break;
        sink.blockChange(
          'Deleted',
          aBlocks[item.a],
          at(scope.a, item.a),
          undefined,
          aPlaces.of(item.a),
          false,
          at(scope.b, anchors[k]),
        );
        break;
      case 'inserted':
        if (isEmptyBlock(bBlocks[item.b])) break;
        sink.blockChange('Inserted', bBlocks[item.b], undefined, at(scope.b, item.b), bPlaces.of(item.b));
        break;
      case 'moved': {
        const a = aBlocks[item.a];
        const b = bBlocks[item.b];
        sink.moveChange(
          a,
          b,
          at(scope.a, item.a),
          at(scope.b, item.b),
          bPlaces.of(item.b),
          aPlaces.of(item.a),
          at(scope.b, originAnchor(alignment, item.a, bBlocks.length)),
        );
        if (item.identical) compareEqualBlocks(a, b, item.a, item.b, context, scope, bPlaces);
        else diffPairedBlocks(a, b, item.a, item.b, context, scope, bPlaces);
        break;
      }
    }
  });
}

/**
 * For each aligned item, the target index of the next item that has a target side: a deleted
 * block goes back just before it (or at the end of the list).
 */
function targetAnchors<T>(items: readonly T[], length: number, targetOf: (item: T) => number | undefined): number[] {
  const anchors = new Array<number>(items.length);
  let next = length;
  for (let k = items.length - 1; k >= 0; k--) {
    anchors[k] = next;
    const b = targetOf(items[k]);
    if (b !== undefined) next = b;
  }
  return anchors;
}

function at(side: Side, index: number): Side {
  return { story: side.story, path: [...side.path, index] };
}

/**
 * Names blocks as a person counts them: the 3rd table is `table 3` whatever paragraphs come
 * before it; top-level blocks also name the heading they sit under.
 */
class BlockPlaces {
  private readonly ordinals: number[] = [];
  private readonly headings: (string | undefined)[] = [];
  private counted = false;

  constructor(
    private readonly blocks: readonly Block[],
    private readonly scope: ListScope,
  ) {}

  /** Counted when a place is first asked for: most lists (equal cells) never ask. */
  private count() {
    if (this.counted) return;
    this.counted = true;
    const counts = { paragraph: 0, table: 0, object: 0, shape: 0 };
    let heading: string | undefined;
    for (const block of this.blocks) {
      this.ordinals.push(++counts[block.type]);
      this.headings.push(heading);
      if (block.type === 'paragraph' && block.headingLevel) heading = blockText(block).trim() || heading;
    }
  }

  of(index: number): string {
    this.count();
    const block = this.blocks[index];
    const under = !this.scope.nested && this.headings[index] ? ` under "${truncate(this.headings[index]!, 40)}"` : '';
    const name = block.type === 'shape' && block.name ? ` "${truncate(block.name, 40)}"` : '';
    return `${this.scope.place}${block.type} ${this.ordinals[index]}${linesOf(block)}${name}${under}`;
  }

  /** The table's own name, without the heading, as the prefix of its cells' places. */
  tableName(index: number): string {
    this.count();
    return `${this.scope.place}table ${this.ordinals[index]}`;
  }
}

/** Text read as paragraphs names the lines a reader finds them on: ` (lines 12–18)`. */
function linesOf(block: Block): string {
  const locator = block.locator;
  if (locator?.part !== 'text' || locator.lastLine === undefined) return '';
  const first = Number(locator.path.split(':')[0]);
  return locator.lastLine > first ? ` (lines ${first}–${locator.lastLine})` : ` (line ${first})`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function isEmptyBlock(block: Block): boolean {
  if (block.type === 'shape') return !block.object && block.blocks.every(isEmptyBlock);
  return block.type === 'paragraph' && isBlank(blockText(block)) && !block.runs.some((r) => r.object);
}

function compareEqualBlocks(
  a: Block,
  b: Block,
  ai: number,
  bi: number,
  context: DiffContext,
  scope: ListScope,
  places: BlockPlaces,
) {
  if (!context.options.detectStyleChanges) return;
  if (a.type === 'paragraph' && b.type === 'paragraph') {
    // Most equal paragraphs look alike too: their sides and place are only made when not.
    if (!sameParagraphStyles(a, b))
      paragraphStyleChanges(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi), context.sink);
  } else if (a.type === 'table' && b.type === 'table') {
    diffTables(a, b, ai, bi, context, scope, places.tableName(bi));
  } else if (a.type === 'shape' && b.type === 'shape') {
    diffBlockLists(a.blocks, b.blocks, context, shapeScope(scope, ai, bi, places.of(bi)));
  }
}

function shapeScope(scope: ListScope, ai: number, bi: number, place: string): ListScope {
  return { a: at(scope.a, ai), b: at(scope.b, bi), place: `${place}, `, nested: true };
}

/**
 * Two shapes paired by id, name or text: where they moved or how they were resized, whether
 * the object they show changed, then their text.
 */
function diffShapes(
  a: ShapeBlock,
  b: ShapeBlock,
  ai: number,
  bi: number,
  context: DiffContext,
  scope: ListScope,
  place: string,
) {
  const geometry = geometryChange(a.box, b.box);
  if (geometry) context.sink.geometryChange(geometry, a, b, at(scope.a, ai), at(scope.b, bi), place);
  if ((a.object?.hash ?? '') !== (b.object?.hash ?? ''))
    context.sink.blockModified(a, b, at(scope.a, ai), at(scope.b, bi), place);
  diffBlockLists(a.blocks, b.blocks, context, shapeScope(scope, ai, bi, place));
}

/** Half a point: less than that is rounding between producers, not a move. */
const GEOMETRY_TOLERANCE = 0.5;

function geometryChange(a: Box | undefined, b: Box | undefined): 'Moved' | 'Resized' | 'MovedAndResized' | undefined {
  if (!a || !b) return undefined;
  const moved = Math.abs(a.x - b.x) > GEOMETRY_TOLERANCE || Math.abs(a.y - b.y) > GEOMETRY_TOLERANCE;
  const resized =
    Math.abs(a.width - b.width) > GEOMETRY_TOLERANCE || Math.abs(a.height - b.height) > GEOMETRY_TOLERANCE;
  return moved && resized ? 'MovedAndResized' : moved ? 'Moved' : resized ? 'Resized' : undefined;
}

function diffPairedBlocks(
  a: Block,
  b: Block,
  ai: number,
  bi: number,
  context: DiffContext,
  scope: ListScope,
  places: BlockPlaces,
) {
  if (a.type === 'paragraph' && b.type === 'paragraph') {
    diffParagraphs(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi), context.options, context.sink);
  } else if (a.type === 'table' && b.type === 'table') {
    diffTables(a, b, ai, bi, context, scope, places.tableName(bi));
  } else if (a.type === 'shape' && b.type === 'shape') {
    diffShapes(a, b, ai, bi, context, scope, places.of(bi));
  } else if (blockKey(a) !== blockKey(b)) {
    context.sink.blockModified(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi));
  }
}

/** Comparison key of a block: its text (objects by hash) and, for tables, its structure. */
export function blockKey(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `p\u0001${paragraphKey(block)}`;
    case 'object':
      return `o\u0001${block.object.hash}`;
    case 'table':
      return `t\u0001${block.rows.map(rowKey).join('\u0004')}`;
    case 'shape': {
      const box = block.box
        ? [block.box.x, block.box.y, block.box.width, block.box.height].map((n) => Math.round(n)).join(',')
        : '';
      return `s\u0001${block.id ?? ''}\u0001${box}\u0001${block.object?.hash ?? ''}\u0001${block.blocks.map(blockKey).join('\u0002')}`;
    }
  }
}

/** blockKey's leading kind: a paragraph's, or none for blocks keyed whole (keyBody). */
function keyKind(block: Block): string {
  return block.type === 'paragraph' ? 'p\u0001' : '';
}

/** blockKey without keyKind(block). */
function keyBody(block: Block): string {
  return block.type === 'paragraph' ? paragraphKey(block) : blockKey(block);
}

function paragraphKey(paragraph: ParagraphBlock): string {
  let key = '';
  for (const run of paragraph.runs) key += run.object ? `\uFFFC${run.object.hash}` : run.text;
  return key;
}

function rowKey(row: TableBlock['rows'][number]): string {
  return row.cells.map((cell) => cell.blocks.map(blockKey).join('\u0002')).join('\u0003');
}

// ---------------------------------------------------------------------------------------------
// Tables: rows aligned like blocks, columns aligned once per table, then cell by cell.

function diffTables(
  a: TableBlock,
  b: TableBlock,
  ai: number,
  bi: number,
  context: DiffContext,
  scope: ListScope,
  tablePlace: string,
) {
  const { sink, options } = context;
  const aSide = at(scope.a, ai);
  const bSide = at(scope.b, bi);
  const widthA = modeWidth(a);
  const widthB = modeWidth(b);
  const family = widthA !== widthB ? options.tableColumns?.(a, b, widthA, widthB) : undefined;
  // With the family's columns, rows of the common width compare on the columns both sides keep.
  const kept = family && {
    a: family.pairs.map(([ca]) => ca),
    b: family.pairs.map(([, cb]) => cb),
  };
  const keyOf = (row: TableBlock['rows'][number], width: number, columns: number[] | undefined) =>
    columns && row.cells.length === width ? rowKey({ cells: columns.map((c) => row.cells[c]) }) : rowKey(row);
  const aRowKeys = a.rows.map((row) => keyOf(row, widthA, kept?.a));
  const bRowKeys = b.rows.map((row) => keyOf(row, widthB, kept?.b));
  // Equal rows (an equal table's, whose styles are compared here) align row for row, as
  // alignSequences would answer, without interning their keys.
  const rowOps: SequenceOp[] =
    aRowKeys.length === bRowKeys.length && aRowKeys.every((key, k) => key === bRowKeys[k])
      ? aRowKeys.length
        ? [{ kind: 'equal', aStart: 0, aEnd: aRowKeys.length, bStart: 0, bEnd: bRowKeys.length }]
        : []
      : alignSequences(
          aRowKeys.map((key) => context.interner.id(key)),
          bRowKeys.map((key) => context.interner.id(key)),
        );
  const rowPairs: { a: number; b: number }[] = [];
  const rowItems: (
    { kind: 'pair'; a: number; b: number } | { kind: 'deleted'; a: number } | { kind: 'inserted'; b: number }
  )[] = [];
  let gapA: number[] = [];
  let gapB: number[] = [];
  const flush = () => {
    if (gapA.length || gapB.length) {
      for (const item of pairRows(a, b, gapA, gapB, context, kept && { ...kept, widthA, widthB })) {
        rowItems.push(item);
        if (item.kind === 'pair') rowPairs.push(item);
      }
    }
    gapA = [];
    gapB = [];
  };
  for (const op of rowOps) {
    if (op.kind === 'equal') {
      flush();
      for (let k = 0; k < op.aEnd - op.aStart; k++) {
        const item = { kind: 'pair' as const, a: op.aStart + k, b: op.bStart + k };
        rowItems.push(item);
        rowPairs.push(item);
      }
    } else if (op.kind === 'delete') for (let i = op.aStart; i < op.aEnd; i++) gapA.push(i);
    else for (let j = op.bStart; j < op.bEnd; j++) gapB.push(j);
  }
  flush();

  const columns = family ? { widthA, widthB, ...family } : alignColumns(a, b, rowPairs, context);
  // Whole inserted or deleted columns are one change each.
  for (const column of columns.deleted) {
    const text = a.rows.map((row) => cellText(row.cells[column])).join(' | ');
    // The deleted column goes back before the target column paired with the next source column.
    const next = columns.pairs.filter(([ca]) => ca > column).sort((x, y) => x[0] - y[0])[0];
    const anchor = { story: bSide.story, path: [...bSide.path, -1, next ? next[1] : columns.widthB] };
    sink.columnChange('Deleted', text, aSide, column, `${tablePlace}, column ${column + 1}`, anchor);
  }
  for (const column of columns.inserted) {
    const text = b.rows.map((row) => cellText(row.cells[column])).join(' | ');
    sink.columnChange('Inserted', text, bSide, column, `${tablePlace}, column ${column + 1}`);
  }

  const rowAnchors = targetAnchors(rowItems, b.rows.length, (item) => ('b' in item ? item.b : undefined));
  for (const [k, item] of rowItems.entries()) {
    if (item.kind === 'deleted') {
      sink.rowChange(
        'Deleted',
        a.rows[item.a],
        { story: aSide.story, path: [...aSide.path, item.a] },
        `${tablePlace}, row ${item.a + 1}`,
        {
          story: bSide.story,
          path: [...bSide.path, rowAnchors[k]],
        },
      );
      if (options.markNested) markRowCells(a, item.a, aSide, 'Deleted', tablePlace, context);
      continue;
    }
    if (item.kind === 'inserted') {
      sink.rowChange(
        'Inserted',
        b.rows[item.b],
        { story: bSide.story, path: [...bSide.path, item.b] },
        `${tablePlace}, row ${item.b + 1}`,
      );
      if (options.markNested) markRowCells(b, item.b, bSide, 'Inserted', tablePlace, context);
      continue;
    }
    const rowA = a.rows[item.a];
    const rowB = b.rows[item.b];
    const cellPairs =
      rowA.cells.length === columns.widthA && rowB.cells.length === columns.widthB
        ? columns.pairs
        : rowA.cells
            .map((_, k) => [k, k] as [number, number])
            .filter(([x, y]) => x < rowA.cells.length && y < rowB.cells.length);
    for (const [ca, cb] of cellPairs) {
      diffBlockLists(rowA.cells[ca].blocks, rowB.cells[cb].blocks, context, {
        a: { story: aSide.story, path: [...aSide.path, item.a, ca] },
        b: { story: bSide.story, path: [...bSide.path, item.b, cb] },
        place: `${tablePlace}, row ${item.b + 1}, column ${cb + 1}, `,
        nested: true,
      });
    }
  }
}

function markRowCells(
  table: TableBlock,
  rowIndex: number,
  side: Side,
  kind: 'Inserted' | 'Deleted',
  tablePlace: string,
  context: DiffContext,
) {
  table.rows[rowIndex].cells.forEach((cell, column) => {
    cell.blocks.forEach((block, k) => {
      if (isEmptyBlock(block)) return;
      const path = { story: side.story, path: [...side.path, rowIndex, column, k] };
      const place = `${tablePlace}, row ${rowIndex + 1}, column ${column + 1}, paragraph ${k + 1}`;
      if (kind === 'Deleted') context.sink.blockChange('Deleted', block, path, undefined, place, true);
      else context.sink.blockChange('Inserted', block, undefined, path, place, true);
    });
  });
}

function cellText(cell: TableBlock['rows'][number]['cells'][number] | undefined): string {
  return cell ? cell.blocks.map(blockText).join('\n') : '';
}

function pairRows(
  a: TableBlock,
  b: TableBlock,
  gapA: number[],
  gapB: number[],
  context: DiffContext,
  kept?: { a: number[]; b: number[]; widthA: number; widthB: number },
) {
  const threshold = pairingThreshold(context.options.sensitivity);
  type RowItem =
    { kind: 'pair'; a: number; b: number } | { kind: 'deleted'; a: number } | { kind: 'inserted'; b: number };
  const result: RowItem[] = [];
  // Cell boundaries count as words, so rows of short cells ("12", "Leeds") still compare.
  const rowWords = (row: TableBlock['rows'][number], width?: number, columns?: number[]) =>
    internWords(
      (columns && row.cells.length === width ? columns.map((c) => row.cells[c]) : row.cells).flatMap((c) => [
        '\u0003',
        ...wordsOf(cellText(c)),
      ]),
      context,
    );
  const wordsA = gapA.map((i) => rowWords(a.rows[i], kept?.widthA, kept?.a));
  const wordsB = gapB.map((j) => rowWords(b.rows[j], kept?.widthB, kept?.b));
  const rowSimilarity = (x: number, y: number) => orderedIdSimilarity(wordsA[x], wordsB[y], Math.max(threshold, 0.5));
  let y0 = 0;
  for (let x = 0; x < gapA.length; x++) {
    let best = -1;
    let bestScore = Math.max(threshold, 0.5);
    for (let y = y0; y < Math.min(gapB.length, y0 + 8); y++) {
      const s = rowSimilarity(x, y);
      if (s >= bestScore) {
        best = y;
        bestScore = s;
      }
    }
    if (best < 0) {
      result.push({ kind: 'deleted', a: gapA[x] });
      continue;
    }
    while (y0 < best) result.push({ kind: 'inserted', b: gapB[y0++] });
    result.push({ kind: 'pair', a: gapA[x], b: gapB[best] });
    y0 = best + 1;
  }
  while (y0 < gapB.length) result.push({ kind: 'inserted', b: gapB[y0++] });
  return result;
}

interface ColumnAlignment {
  widthA: number;
  widthB: number;
  pairs: [number, number][];
  deleted: number[];
  inserted: number[];
}

/**
 * Columns are aligned once per table, from the rows both sides share: each column's key is the
 * text of its cells in those rows. Tables whose width did not change map column to column.
 */
function alignColumns(
  a: TableBlock,
  b: TableBlock,
  rowPairs: { a: number; b: number }[],
  context: DiffContext,
): ColumnAlignment {
  const widthA = modeWidth(a);
  const widthB = modeWidth(b);
  if (widthA === widthB) {
    return { widthA, widthB, pairs: Array.from({ length: widthA }, (_, k) => [k, k]), deleted: [], inserted: [] };
  }
  const rows = rowPairs.filter((p) => a.rows[p.a].cells.length === widthA && b.rows[p.b].cells.length === widthB);
  const columnKey = (table: TableBlock, column: number, side: 'a' | 'b') =>
    rows.map((p) => cellText(table.rows[p[side]].cells[column])).join('\u0003');
  const aIds = Array.from({ length: widthA }, (_, k) => context.interner.id(`col\u0001${columnKey(a, k, 'a')}`));
  const bIds = Array.from({ length: widthB }, (_, k) => context.interner.id(`col\u0001${columnKey(b, k, 'b')}`));
  const pairs: [number, number][] = [];
  const deleted: number[] = [];
  const inserted: number[] = [];
  let gapA: number[] = [];
  let gapB: number[] = [];
  const flush = () => {
    // Inside a gap, pair columns positionally up to the shorter side; the rest are whole-column changes.
    const n = Math.min(gapA.length, gapB.length);
    for (let k = 0; k < n; k++) pairs.push([gapA[k], gapB[k]]);
    deleted.push(...gapA.slice(n));
    inserted.push(...gapB.slice(n));
    gapA = [];
    gapB = [];
  };
  for (const op of alignSequences(aIds, bIds)) {
    if (op.kind === 'equal') {
      flush();
      for (let k = 0; k < op.aEnd - op.aStart; k++) pairs.push([op.aStart + k, op.bStart + k]);
    } else if (op.kind === 'delete') for (let i = op.aStart; i < op.aEnd; i++) gapA.push(i);
    else for (let j = op.bStart; j < op.bEnd; j++) gapB.push(j);
  }
  flush();
  pairs.sort((x, y) => x[1] - y[1]);
  return { widthA, widthB, pairs, deleted, inserted };
}

/** The most common cell count of a table's rows. */
function modeWidth(table: TableBlock): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const row of table.rows) {
    const c = (counts.get(row.cells.length) ?? 0) + 1;
    counts.set(row.cells.length, c);
    if (c > bestCount) {
      best = row.cells.length;
      bestCount = c;
    }
  }
  return best;
}
