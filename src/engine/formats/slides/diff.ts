import { diffBlockLists, diffDocuments, type DiffContext } from '../../diff/compare';
import { alignWithMoves, originAnchor, type Alignment } from '../../diff/alignment';
import { Interner } from '../../diff/sequence';
import { orderedWordSimilarity, pairingThreshold } from '../../diff/similarity';
import { ChangeSink } from '../../diff/sink';
import { wordsOf } from '../../diff/tokens';
import { DEFAULT_DIFF_OPTIONS, type ChangeSide, type DiffOptions, type EngineChange } from '../../diff/types';
import {
  blockText,
  type Block,
  type Box,
  type DocumentModel,
  type Story,
  type TableCell,
  type TableRow,
} from '../../model/document';
import { slidesData } from './model';

/**
 * The presentation differ. Slides are aligned by content, not by position: equal slides first
 * (longest common subsequence of their content), then slides that moved unchanged, then similar
 * slides paired inside the gaps, then lightly edited slides that moved. Paired slides are diffed
 * shape by shape with the generic block diff (shapes pair by id, name, then text), their notes
 * and comments likewise. Every change gets the exact box of the shape it concerns.
 */

/** Where a slide-level change belongs: before the target slide at `blockPath[0]` (0-based). */
export const PRESENTATION_ANCHOR = 'presentation';

type SlideAlignment = Alignment;

const FUZZY_MOVE_SIMILARITY = 0.8;

export function diffSlides(
  source: DocumentModel,
  target: DocumentModel,
  partial: Partial<DiffOptions> = {},
): EngineChange[] {
  const options: DiffOptions = { ...DEFAULT_DIFF_OPTIONS, ...partial };
  if (!slidesData(source.familyData) || !slidesData(target.familyData)) return diffDocuments(source, target, options);
  const sink = new ChangeSink(options);
  const context: DiffContext = { options, sink, interner: new Interner(), wordInterner: new Interner() };
  const aSlides = source.stories.filter((s) => s.kind === 'slide');
  const bSlides = target.stories.filter((s) => s.kind === 'slide');
  const alignment = alignSlides(aSlides, bSlides, context);

  let next = bSlides.length;
  const anchors = new Array<number>(alignment.length);
  for (let k = alignment.length - 1; k >= 0; k--) {
    anchors[k] = next;
    const item = alignment[k];
    if ('b' in item) next = item.b;
  }
  const storiesA = new Map(source.stories.map((s) => [s.key, s]));
  const storiesB = new Map(target.stories.map((s) => [s.key, s]));
  const placeholder = lonePlaceholderSlide(aSlides, bSlides);
  alignment.forEach((item, k) => {
    switch (item.kind) {
      case 'deleted':
        if (placeholder) break;
        sink.add(slideChange('Deleted', aSlides[item.a], item.a, anchorSide(anchors[k])));
        break;
      case 'inserted':
        if (placeholder) break;
        sink.add(slideChange('Inserted', bSlides[item.b], item.b));
        break;
      case 'moved':
        sink.add({
          kind: 'Moved',
          unit: 'story',
          text: slideText(aSlides[item.a]),
          targetText: slideText(bSlides[item.b]),
          place: `${bSlides[item.b].label} (from slide ${item.a + 1})`,
          source: { story: aSlides[item.a].key, blockPath: [] },
          target: { story: bSlides[item.b].key, blockPath: [] },
          anchor: anchorSide(originAnchor(alignment, item.a, bSlides.length)),
        });
        diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
        break;
      default:
        diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
    }
  });
  // Stories that are not slides, notes or comments (none today) still get the generic diff.
  const rest = (model: DocumentModel) => ({
    ...model,
    stories: model.stories.filter((s) => s.kind !== 'slide' && s.kind !== 'notes' && s.kind !== 'comment'),
  });
  const others = diffDocuments(rest(source), rest(target), options);
  const odp = slidesData(source.familyData)?.kind === 'odp' || slidesData(target.familyData)?.kind === 'odp';
  const changes = [...sink.changes, ...others].filter((change) => !odp || !isAutoGrowOnly(change, source, target));
  for (const change of changes) change.box ??= changeBox(change, source, target);
  return changes;
}

/**
 * A deck without slides against one whose only slide shows nothing: LibreOffice cannot hold a deck
 * of no slides, so its re-save of one writes a slide of empty placeholders, which nothing draws.
 */
function lonePlaceholderSlide(a: readonly Story[], b: readonly Story[]): boolean {
  const [none, one] = a.length ? [b, a] : [a, b];
  return none.length === 0 && one.length === 1 && !slideText(one[0]);
}

function anchorSide(index: number): ChangeSide {
  return { story: PRESENTATION_ANCHOR, blockPath: [index] };
}

function slideChange(kind: 'Inserted' | 'Deleted', slide: Story, index: number, anchor?: ChangeSide): EngineChange {
  const text = slideText(slide) || `[slide ${index + 1}]`;
  const side = { story: slide.key, blockPath: [] };
  return {
    kind,
    unit: 'story',
    text: kind === 'Deleted' ? text : '',
    targetText: kind === 'Inserted' ? text : '',
    place: slide.label,
    source: kind === 'Deleted' ? side : undefined,
    target: kind === 'Inserted' ? side : undefined,
    anchor,
  };
}

function slideText(slide: Story): string {
  return slide.blocks
    .map(blockText)
    .filter((t) => t.trim())
    .join('\n');
}

function diffPairedSlides(
  a: Story,
  b: Story,
  storiesA: Map<string, Story>,
  storiesB: Map<string, Story>,
  context: DiffContext,
) {
  diffBlockLists(a.blocks, b.blocks, context, {
    a: { story: a.key, path: [] },
    b: { story: b.key, path: [] },
    place: `${b.label}, `,
    nested: false,
    pinned: samePlaceholder,
    sameIdentity: sameShapeName,
  });
  if (context.options.detectStyleChanges)
    tableStyleChanges(
      a.blocks,
      b.blocks,
      { story: a.key, blockPath: [] },
      { story: b.key, blockPath: [] },
      `${b.label}, `,
      context,
    );
  const notesA = storiesA.get(`notes:${a.key}`);
  const notesB = storiesB.get(`notes:${b.key}`);
  if (notesA && notesB)
    diffBlockLists(notesA.blocks, notesB.blocks, context, {
      a: { story: notesA.key, path: [] },
      b: { story: notesB.key, path: [] },
      place: `${notesB.label}, `,
      nested: false,
      pinned: samePlaceholder,
      sameIdentity: sameShapeName,
    });
  else if (notesB) context.sink.storyChange('Inserted', notesB);
  else if (notesA) context.sink.storyChange('Deleted', notesA);
  const commentsA = [...storiesA.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${a.key}:`));
  const commentsB = [...storiesB.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${b.key}:`));
  const textsA = commentsA.map((s) => s.blocks.map(blockText).join('\n'));
  const used = new Set<number>();
  for (const comment of commentsB) {
    const text = comment.blocks.map(blockText).join('\n');
    const same = textsA.findIndex((t, i) => !used.has(i) && t === text);
    if (same >= 0) used.add(same);
    else context.sink.storyChange('Inserted', comment);
  }
  commentsA.forEach((comment, i) => {
    if (!used.has(i)) context.sink.storyChange('Deleted', comment);
  });
}

/**
 * One shape on both sides, whatever its place in the z-order: the placeholder of the same type (a
 * re-save renumbers and renames placeholders and may write them in another order), else the shape
 * of the same name. The block diff pairs only shapes that have one such partner per side.
 */
function samePlaceholder(a: Block, b: Block): boolean {
  return a.type === 'shape' && b.type === 'shape' && !!a.placeholder && a.placeholder === b.placeholder;
}

function sameShapeName(a: Block, b: Block): boolean {
  return a.type === 'shape' && b.type === 'shape' && !a.placeholder && !b.placeholder && !!a.name && a.name === b.name;
}

/**
 * A table style (PowerPoint's table designs) applied, changed or removed: the generic diff
 * compares table text only, so it is reported here, once per table, on shapes paired by id.
 */
function tableStyleChanges(
  aBlocks: readonly Block[],
  bBlocks: readonly Block[],
  aSide: ChangeSide,
  bSide: ChangeSide,
  place: string,
  context: DiffContext,
) {
  bBlocks.forEach((b, j) => {
    if (b.type !== 'shape' || b.id === undefined) return;
    const i = aBlocks.findIndex((a) => a.type === 'shape' && a.id === b.id && (a.name ?? '') === (b.name ?? ''));
    const a = aBlocks[i];
    if (!a || a.type !== 'shape') return;
    const shapePlace = `${place}shape "${b.name ?? b.id}"`;
    b.blocks.forEach((tb, k) => {
      const ta = a.blocks[k];
      if (tb.type !== 'table' || ta?.type !== 'table' || (ta.styleName ?? '') === (tb.styleName ?? '')) return;
      context.sink.add({
        kind: 'StyleChanged',
        unit: 'table',
        text: blockText(ta),
        targetText: blockText(tb),
        place: `${shapePlace}, table`,
        source: { story: aSide.story, blockPath: [...aSide.blockPath, i, k] },
        target: { story: bSide.story, blockPath: [...bSide.blockPath, j, k] },
        styleChanges: [{ property: 'style', oldValue: ta.styleName ?? '(none)', newValue: tb.styleName ?? '(none)' }],
      });
    });
    if (a.blocks.some((x) => x.type === 'shape'))
      tableStyleChanges(
        a.blocks,
        b.blocks,
        { ...aSide, blockPath: [...aSide.blockPath, i] },
        { ...bSide, blockPath: [...bSide.blockPath, j] },
        `${shapePlace}, `,
        context,
      );
  });
}

// ---------------------------------------------------------------------------------------------
// Slide alignment

/** A slide's content without geometry: moving a shape does not make it another slide. */
function contentKey(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.runs.map((r) => (r.object ? `\uFFFC${r.object.hash}` : r.text)).join('');
    case 'object':
      return `\uFFFC${block.object.hash}`;
    case 'table':
      return block.rows
        .map((row) => row.cells.map((cell) => cell.blocks.map(contentKey).join('\u0002')).join('\u0003'))
        .join('\u0004');
    case 'shape':
      return `${block.object ? `\uFFFC${block.object.hash}` : ''}\u0005${block.blocks.map(contentKey).join('\u0002')}`;
  }
}

function slideWords(slide: Story): string[] {
  const words: string[] = [];
  const visit = (block: Block) => {
    if (block.type === 'shape') {
      if (block.object) words.push(`\uFFFC${block.object.hash}`);
      block.blocks.forEach(visit);
    } else if (block.type === 'object') words.push(`\uFFFC${block.object.hash}`);
    else words.push(...wordsOf(blockText(block)));
  };
  slide.blocks.forEach(visit);
  return words;
}

function alignSlides(aSlides: Story[], bSlides: Story[], context: DiffContext): SlideAlignment[] {
  const aIds = aSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
  const bIds = bSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
  const words = { a: aSlides.map(slideWords), b: bSlides.map(slideWords) };
  const { alignment } = alignWithMoves(
    aIds,
    bIds,
    () => true,
    (gapA, gapB) => pairSlideGap(gapA, gapB, words, aSlides, bSlides, context),
  );
  return fuzzySlideMoves(alignment, words, context);
}

function pairSlideGap(
  gapA: number[],
  gapB: number[],
  words: { a: string[][]; b: string[][] },
  aSlides: Story[],
  bSlides: Story[],
  context: DiffContext,
): SlideAlignment[] {
  const m = gapA.length;
  const n = gapB.length;
  if (!m || !n)
    return [
      ...gapA.map((a): SlideAlignment => ({ kind: 'deleted', a })),
      ...gapB.map((b): SlideAlignment => ({ kind: 'inserted', b })),
    ];
  const threshold = pairingThreshold(context.options.sensitivity);
  const similarity = (x: number, y: number) => {
    const wa = words.a[gapA[x]];
    const wb = words.b[gapB[y]];
    const textual = wa.length || wb.length ? orderedWordSimilarity(wa, wb, context.wordInterner, 0) : 0;
    return Math.max(textual, shapeIdentity(aSlides[gapA[x]], bSlides[gapB[y]]) * threshold);
  };
  // One slide replaced by one slide in the same place is an edited slide when it kept its layout.
  if (m === 1 && n === 1 && similarity(0, 0) >= threshold / 2) return [{ kind: 'paired', a: gapA[0], b: gapB[0] }];
  const sim = Array.from({ length: m }, (_, x) => Float64Array.from({ length: n }, (_, y) => similarity(x, y)));
  const score = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
  for (let x = m - 1; x >= 0; x--) {
    for (let y = n - 1; y >= 0; y--) {
      let best = Math.max(score[x + 1][y], score[x][y + 1]);
      if (sim[x][y] >= threshold) best = Math.max(best, sim[x][y] + score[x + 1][y + 1]);
      score[x][y] = best;
    }
  }
  const result: SlideAlignment[] = [];
  let x = 0;
  let y = 0;
  while (x < m || y < n) {
    if (x < m && y < n && sim[x][y] >= threshold && score[x][y] === sim[x][y] + score[x + 1][y + 1]) {
      result.push({ kind: 'paired', a: gapA[x++], b: gapB[y++] });
    } else if (x < m && (y >= n || score[x][y] === score[x + 1][y])) result.push({ kind: 'deleted', a: gapA[x++] });
    else result.push({ kind: 'inserted', b: gapB[y++] });
  }
  return result;
}

/** Share of shapes (by id and name, or placeholder type) two slides have in common, 0..1. */
function shapeIdentity(a: Story, b: Story): number {
  const keys = (story: Story) =>
    story.blocks
      .filter((block) => block.type === 'shape')
      .map((shape) => (shape.type === 'shape' ? `${shape.placeholder ?? ''}\u0001${shape.name ?? ''}` : ''));
  const ka = keys(a);
  const kb = keys(b);
  if (!ka.length || !kb.length) return 0;
  const pool = new Map<string, number>();
  for (const k of ka) pool.set(k, (pool.get(k) ?? 0) + 1);
  let common = 0;
  for (const k of kb) {
    const count = pool.get(k) ?? 0;
    if (count > 0) {
      common++;
      pool.set(k, count - 1);
    }
  }
  return common / Math.max(ka.length, kb.length);
}

function fuzzySlideMoves(
  alignment: SlideAlignment[],
  words: { a: string[][]; b: string[][] },
  context: DiffContext,
): SlideAlignment[] {
  const deleted = alignment.filter((i) => i.kind === 'deleted').map((i) => (i as { a: number }).a);
  const inserted = alignment.filter((i) => i.kind === 'inserted').map((i) => (i as { b: number }).b);
  if (!deleted.length || !inserted.length || deleted.length * inserted.length > 10_000) return alignment;
  const moveOf = new Map<number, number>();
  const taken = new Set<number>();
  for (const j of inserted) {
    if (words.b[j].length < 4) continue;
    let best = -1;
    let bestScore = FUZZY_MOVE_SIMILARITY;
    for (const i of deleted) {
      if (taken.has(i) || words.a[i].length < 4) continue;
      const score = orderedWordSimilarity(words.a[i], words.b[j], context.wordInterner, bestScore);
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
  return alignment.flatMap((item): SlideAlignment[] => {
    if (item.kind === 'deleted' && taken.has(item.a)) return [];
    if (item.kind === 'inserted' && moveOf.has(item.b))
      return [{ kind: 'moved', a: moveOf.get(item.b)!, b: item.b, identical: false }];
    return [item];
  });
}

/**
 * LibreOffice grows a text frame's height around its vertically centred text when it saves, so
 * the same slide from two producers differs in frame height and y while the text stays put.
 * Such a frame (same x and width, same vertical centre) did not move for the reader.
 */
function isAutoGrowOnly(change: EngineChange, source: DocumentModel, target: DocumentModel): boolean {
  if (change.kind !== 'Moved' && change.kind !== 'Resized' && change.kind !== 'MovedAndResized') return false;
  if (change.unit !== 'object' || !change.source || !change.target) return false;
  const a = blockAt(source, change.source);
  const b = blockAt(target, change.target);
  if (a?.type !== 'shape' || b?.type !== 'shape' || !a.box || !b.box || a.object || b.object || !a.blocks.length)
    return false;
  const centre = (box: Box) => box.y + box.height / 2;
  return (
    Math.abs(a.box.x - b.box.x) <= 0.5 &&
    Math.abs(a.box.width - b.box.width) <= 0.5 &&
    Math.abs(centre(a.box) - centre(b.box)) <= 1
  );
}

function blockAt(model: DocumentModel, side: ChangeSide): Block | undefined {
  let list: readonly Block[] | undefined = model.stories.find((s) => s.key === side.story)?.blocks;
  let block: Block | undefined;
  for (const index of side.blockPath) {
    block = list?.[index];
    list = block?.type === 'shape' ? block.blocks : undefined;
  }
  return block;
}

// ---------------------------------------------------------------------------------------------
// Boxes

/** The slide number and box (points) of the shape a change concerns, on the side it shows. */
function changeBox(change: EngineChange, source: DocumentModel, target: DocumentModel): EngineChange['box'] {
  const onSource = change.kind === 'Deleted' || !change.target;
  const side = onSource ? change.source : change.target;
  const model = onSource ? source : target;
  if (!side) return undefined;
  const data = slidesData(model.familyData);
  const size = data?.slideSize ?? model.pageSize ?? { width: 720, height: 540 };
  const slideKey = side.story.startsWith('notes:')
    ? side.story.slice('notes:'.length)
    : side.story.startsWith('comment:')
      ? side.story.split(':').slice(1, 3).join(':')
      : side.story;
  const entry = data?.slides.find((s) => s.key === slideKey);
  const page = entry?.number ?? 1;
  const whole = {
    page,
    pageWidth: size.width,
    pageHeight: size.height,
    x: 0,
    y: 0,
    width: size.width,
    height: size.height,
  };
  if (side.story !== slideKey) return whole;
  const story = model.stories.find((s) => s.key === side.story);
  const box = story ? shapeBoxAt(story.blocks, side.blockPath) : undefined;
  return box ? { page, pageWidth: size.width, pageHeight: size.height, ...box } : whole;
}

function shapeBoxAt(blocks: readonly Block[], path: readonly number[]): Box | undefined {
  let found: Box | undefined;
  let list: readonly Block[] | undefined = blocks;
  for (let k = 0; k < path.length && list; k++) {
    const block: Block | undefined = list[path[k]];
    if (!block) break;
    if (block.type === 'shape') {
      if (block.box) found = block.box;
      list = block.blocks;
    } else if (block.type === 'table') {
      const row: TableRow | undefined = block.rows[path[k + 1]];
      const cell: TableCell | undefined = row?.cells[path[k + 2]];
      list = cell?.blocks;
      k += 2;
    } else break;
  }
  return found;
}
