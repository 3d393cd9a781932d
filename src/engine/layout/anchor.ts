import type { ChangeSide, EngineChange } from '../diff/types';
import { formatByKey, hooksFor } from '../formats/registry';
import { blockText, type DocumentModel } from '../model/document';
import { blockAt } from './context';
import type { PageRect } from './flow';

/**
 * Change boxes found in what was rendered: the document is rendered to PDF (by LibreOffice), its
 * words and their positions read with pdf.js, and each change anchored by its own words and the
 * words around it in its paragraph. The box is the union of the changed words on the page where
 * they were found — the words a reviewer sees on that page — instead of a layout estimate.
 */

/** A rendered word, in points from the page's top-left corner. */
export interface RenderedWord {
  text: string;
  /** Normalised for matching (see `tokenKey`). */
  key: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RenderedDocument {
  pages: { width: number; height: number }[];
  /** Every word of the document in reading order, page after page. */
  words: RenderedWord[];
}

/** Reads the words of every page of a PDF, with the PDF family's reading of its pages. */
export async function readRenderedWords(pdf: Uint8Array): Promise<RenderedDocument> {
  const { anchor } = await hooksFor(formatByKey('pdf')!);
  if (!anchor) throw new Error('the PDF family reads no page words');
  const read = await anchor.words(pdf);
  const words: RenderedWord[] = [];
  for (const word of read.words) {
    const key = tokenKey(word.text);
    if (!key) continue;
    words.push({ text: word.text, key, page: word.page, x: word.x, y: word.y, width: word.width, height: word.height });
  }
  return { pages: read.pages, words };
}

/** Letters and digits only, lower case, ligatures and full-width forms folded: what two renderings of one word share. */
export function tokenKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a text, as keys (empty ones dropped). */
export function tokenKeys(text: string): string[] {
  return text
    .split(/[\s\u00a0]+/)
    .map(tokenKey)
    .filter(Boolean);
}

/** What to look for: the change's words and, around them, the words of its paragraph. */
export interface AnchorQuery {
  before: string[];
  words: string[];
  after: string[];
  /** Where the change is expected as a fraction of the document (0 = start), to break ties. */
  near?: number;
}

/** A change's box on its rendered page: the flow layout's page rectangle. */
export type AnchoredBox = PageRect;

// Whole paragraphs, up to this many words either side: boilerplate repeats short stretches, rarely long ones.
const CONTEXT_WORDS = 40;

/**
 * The query for one side of a change: the changed text (from `start` to `end` of its paragraph,
 * or its whole block) with the words of its paragraph either side (up to CONTEXT_WORDS).
 */
export function queryForSide(
  model: DocumentModel,
  side: ChangeSide | undefined,
  text: string,
  near?: number,
): AnchorQuery {
  const block = side ? blockAt(model, side) : undefined;
  if (!block || !side) return { before: [], words: tokenKeys(text), after: [], near };
  const whole = blockText(block);
  if (side.start === undefined || side.end === undefined || block.type !== 'paragraph') {
    return { before: [], words: tokenKeys(whole || text), after: [], near };
  }
  // Offsets may fall inside a word: the partial words belong to the change.
  let start = side.start;
  let end = side.end;
  while (start > 0 && /\S/.test(whole[start - 1])) start--;
  while (end < whole.length && /\S/.test(whole[end])) end++;
  const before = tokenKeys(whole.slice(0, start)).slice(-CONTEXT_WORDS);
  const after = tokenKeys(whole.slice(end)).slice(0, CONTEXT_WORDS);
  const words = tokenKeys(whole.slice(start, end));
  return { before, words: words.length ? words : tokenKeys(text), after, near };
}

/** Index of every key in the document's word stream. */
export class RenderedIndex {
  private readonly positions = new Map<string, number[]>();

  constructor(readonly document: RenderedDocument) {
    document.words.forEach((word, index) => {
      const list = this.positions.get(word.key);
      if (list) list.push(index);
      else this.positions.set(word.key, [index]);
    });
  }

  occurrences(key: string): readonly number[] {
    return this.positions.get(key) ?? [];
  }

  /**
   * Where the query's words were rendered: every occurrence of each of its words proposes a start
   * for the whole sequence (context, change, context); the start whose words agree most (a word
   * may be one place off, where the renderer split or joined one) wins, the nearest to `near` on
   * a tie. The box covers the changed words that lie on the first of their pages.
   */
  find(query: AnchorQuery): AnchoredBox | undefined {
    const sequence = [...query.before, ...query.words, ...query.after];
    if (!query.words.length) return undefined;
    const words = this.document.words;
    const tried = new Set<number>();
    let best: { start: number; score: number; distance: number } | undefined;
    // The rarer a word, the fewer starts it proposes; a few of the rarest words are enough.
    const proposers = sequence
      .map((key, offset) => ({ offset, count: this.occurrences(key).length }))
      .filter((p) => p.count > 0)
      .sort((a, b) => a.count - b.count)
      .slice(0, 4);
    for (const { offset } of proposers) {
      for (const position of this.occurrences(sequence[offset])) {
        const start = position - offset;
        if (tried.has(start)) continue;
        tried.add(start);
        const score = this.agreement(sequence, start);
        const distance = query.near === undefined ? 0 : Math.abs(position / Math.max(1, words.length) - query.near);
        if (!best || score > best.score || (score === best.score && distance < best.distance))
          best = { start, score, distance };
      }
    }
    if (!best || best.score < Math.min(sequence.length, Math.max(1, Math.ceil(sequence.length * 0.5))))
      return undefined;
    const first = this.locate(query.words[0], best.start + query.before.length);
    const last = this.locate(
      query.words[query.words.length - 1],
      best.start + query.before.length + query.words.length - 1,
    );
    const from = first ?? best.start + query.before.length;
    const to = Math.max(from, last ?? from + query.words.length - 1);
    const changed = words.slice(Math.max(0, from), Math.min(words.length, to + 1));
    if (!changed.length) return undefined;
    const page = changed[0].page;
    const onPage = changed.filter((w) => w.page === page);
    const x0 = Math.min(...onPage.map((w) => w.x));
    const y0 = Math.min(...onPage.map((w) => w.y));
    const x1 = Math.max(...onPage.map((w) => w.x + w.width));
    const y1 = Math.max(...onPage.map((w) => w.y + w.height));
    const size = this.document.pages[page - 1];
    return {
      pageNumber: page,
      pageWidth: size.width,
      pageHeight: size.height,
      x: x0,
      y: y0,
      width: x1 - x0,
      height: y1 - y0,
    };
  }

  private agreement(sequence: readonly string[], start: number): number {
    const words = this.document.words;
    let score = 0;
    let drift = 0;
    for (let i = 0; i < sequence.length; i++) {
      for (const shift of [drift, drift - 1, drift + 1]) {
        if (words[start + i + shift]?.key === sequence[i]) {
          score++;
          drift = shift;
          break;
        }
      }
    }
    return score;
  }

  /** The stream index of `key` at `expected` or one word either side of it. */
  private locate(key: string | undefined, expected: number): number | undefined {
    for (const shift of [0, -1, 1, -2, 2])
      if (this.document.words[expected + shift]?.key === key) return expected + shift;
    return undefined;
  }
}

/**
 * Boxes for the changes of two rendered documents: deletions on the source's rendering,
 * everything else on the target's (as ChangeInfo places them). Changes already placed by
 * their format (PDF words, slide shapes) keep their box; a change not found keeps none.
 */
export function anchorChanges(
  changes: readonly EngineChange[],
  models: { source: DocumentModel; target: DocumentModel },
  rendered: { source: RenderedDocument; target: RenderedDocument },
): EngineChange[] {
  const indexes = { source: new RenderedIndex(rendered.source), target: new RenderedIndex(rendered.target) };
  const positions = { source: blockPositions(models.source), target: blockPositions(models.target) };
  return changes.map((change) => {
    if (change.box) return change;
    const which = change.kind === 'Deleted' ? 'source' : 'target';
    const side = which === 'source' ? change.source : change.target;
    const near = side && side.story === 'body' ? positions[which](side.blockPath[0] ?? 0) : undefined;
    const query = queryForSide(
      models[which],
      side,
      which === 'source' ? change.text : change.targetText || change.text,
      near,
    );
    const box = indexes[which].find(query);
    if (!box) return change;
    return {
      ...change,
      box: {
        page: box.pageNumber,
        pageWidth: box.pageWidth,
        pageHeight: box.pageHeight,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      },
    };
  });
}

/** Where a body block starts as a fraction of the body's text. */
function blockPositions(model: DocumentModel): (index: number) => number {
  const blocks = model.stories.find((s) => s.kind === 'body')?.blocks ?? [];
  const starts: number[] = [];
  let total = 0;
  for (const block of blocks) {
    starts.push(total);
    total += tokenKeys(blockText(block)).length;
  }
  return (index) => (starts[index] ?? total) / Math.max(1, total);
}
