import type { ChangeSide, EngineChange } from '../../diff/types';
import { blockText } from '../../model/document';
import type { Block, DocumentModel, ParagraphBlock, Story, TextRun } from '../../model/document';
import { orderedWordSimilarity } from '../../diff/similarity';
import { alignSequences, Interner } from '../../diff/sequence';
import { wordsOf } from '../../diff/tokens';

/**
 * Footnotes and endnotes in the word family's diff. A note's reference mark shows its number,
 * which changes whenever a note is added or removed before it; and note stories are keyed by
 * the ids of their part, which Word renumbers in document order. So before the core diff runs,
 * notes are paired by where their marks stand and what they say, the target's notes take the
 * keys of the source notes they pair with, and each mark becomes an inline object standing for
 * its note (compared by the note it refers to, not by its number, and no word of its paragraph).
 * After it, a mark inserted or deleted alone and its note's story inserted or deleted are one
 * change, at the mark and named after the note.
 */

/** A mark's text in the diff's copy: one character whatever the number, so no number shifts a style. */
const PLACEHOLDER = '\uFFFC';
const PAIRING_SIMILARITY = 0.5;

export interface NoteView {
  source: DocumentModel;
  target: DocumentModel;
  /** The target story key the diff's copy names `key`. */
  targetKey: (key: string) => string;
  /** Where marks longer than one character sit in the copies' paragraphs (copy offset, extra length). */
  shifts: Map<string, [number, number][]>[];
}

interface Mark {
  note: string;
  story: string;
  blockPath: number[];
  start: number;
  end: number;
}

/** Copies of both documents for the diff, or undefined when neither has a note mark. */
export function noteView(source: DocumentModel, target: DocumentModel): NoteView | undefined {
  const sourceMarks = marksOf(source);
  const targetMarks = marksOf(target);
  if (!sourceMarks.length && !targetMarks.length) return undefined;
  const sourceKeys = new Set(source.stories.map((s) => s.key));
  const paired = pairNotes(source, sourceMarks, target, targetMarks);
  const renamed = new Map<string, string>();
  const used = new Set(paired.values());
  for (const story of target.stories) {
    if (!isNote(story)) continue;
    let key = paired.get(story.key) ?? story.key;
    if (!paired.has(story.key)) while (sourceKeys.has(key) || used.has(key)) key += '+';
    used.add(key);
    if (key !== story.key) renamed.set(story.key, key);
  }
  const back = new Map([...renamed].map(([original, key]) => [key, original]));
  const shifts = [shiftsOf(sourceMarks, new Map()), shiftsOf(targetMarks, renamed)];
  return {
    source: withMarksAsObjects(source, new Map()),
    target: withMarksAsObjects(target, renamed),
    targetKey: (key) => back.get(key) ?? key,
    shifts,
  };
}

function shiftsOf(marks: Mark[], renamed: ReadonlyMap<string, string>): Map<string, [number, number][]> {
  const shifts = new Map<string, [number, number][]>();
  for (const mark of marks) {
    const key = `${renamed.get(mark.story) ?? mark.story}|${mark.blockPath.join('/')}`;
    const list = shifts.get(key) ?? [];
    const before = list.reduce((sum, [, extra]) => sum + extra, 0);
    list.push([mark.start - before, mark.end - mark.start - 1]);
    shifts.set(key, list);
  }
  return shifts;
}

/** A side of a change in a copy as the same place in the reader's document. */
function unshift(side: ChangeSide | undefined, shifts: Map<string, [number, number][]>): ChangeSide | undefined {
  const list = side && side.start !== undefined ? shifts.get(`${side.story}|${side.blockPath.join('/')}`) : undefined;
  if (!side || !list) return side;
  const at = (offset: number | undefined) =>
    offset === undefined ? undefined : offset + list.reduce((sum, [c, extra]) => sum + (c < offset ? extra : 0), 0);
  const out = { ...side, start: at(side.start) };
  if (side.end !== undefined) out.end = at(side.end);
  return out;
}

/**
 * The changes of the diff's copies as changes of the documents themselves: target story keys
 * and texts that hold marks are the reader's again, and an added or removed note is one change.
 */
export function restoreNoteChanges(
  changes: EngineChange[],
  view: NoteView,
  source: DocumentModel,
  target: DocumentModel,
): EngineChange[] {
  const [sourceShifts, targetShifts] = view.shifts;
  const rename = (side: ChangeSide | undefined) => {
    const out = unshift(side, targetShifts);
    return out && view.targetKey(out.story) !== out.story ? { ...out, story: view.targetKey(out.story) } : out;
  };
  for (const change of changes) {
    if (change.source) change.source = unshift(change.source, sourceShifts);
    if (change.target) change.target = rename(change.target);
    if (change.anchor) change.anchor = rename(change.anchor);
    if (change.text.includes(PLACEHOLDER)) change.text = originalText(source, change.source, change.text);
    if (change.targetText.includes(PLACEHOLDER))
      change.targetText = originalText(target, change.target, change.targetText);
  }
  return foldNotes(changes, marksOf(source), marksOf(target));
}

function foldNotes(changes: EngineChange[], sourceMarks: Mark[], targetMarks: Mark[]): EngineChange[] {
  const dropped = new Set<EngineChange>();
  for (const change of changes) {
    if (change.unit !== 'story' || (change.kind !== 'Inserted' && change.kind !== 'Deleted')) continue;
    const inserted = change.kind === 'Inserted';
    const note = (inserted ? change.target : change.source)?.story;
    if (!note || !/^(foot|end)note:/.test(note)) continue;
    const found = (inserted ? targetMarks : sourceMarks).filter((m) => m.note === note);
    if (found.length !== 1) continue;
    const [mark] = found;
    const text = changes.find((c) => {
      const side = inserted ? c.target : c.source;
      return (
        c.kind === change.kind &&
        c.unit === 'text' &&
        !dropped.has(c) &&
        side?.story === mark.story &&
        side.start === mark.start &&
        side.end === mark.end &&
        samePath(side.blockPath, mark.blockPath)
      );
    });
    if (!text) continue;
    text.place = change.place;
    text.note = note;
    if (inserted) text.targetText = change.targetText;
    else text.text = change.text;
    if (change.authors && !text.authors) text.authors = change.authors;
    dropped.add(change);
  }
  return dropped.size ? changes.filter((c) => !dropped.has(c)) : changes;
}

function isNote(story: Story): boolean {
  return story.kind === 'footnote' || story.kind === 'endnote';
}

function samePath(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, k) => v === b[k]);
}

/** Every note mark of a document, in story and reading order. */
function marksOf(model: DocumentModel): Mark[] {
  const marks: Mark[] = [];
  const walk = (story: string, blocks: readonly Block[], path: number[]) =>
    blocks.forEach((block, index) => {
      const at = [...path, index];
      if (block.type === 'paragraph') {
        let offset = 0;
        for (const run of block.runs) {
          if (run.note)
            marks.push({ note: run.note, story, blockPath: at, start: offset, end: offset + run.text.length });
          offset += run.text.length;
        }
      } else if (block.type === 'table')
        block.rows.forEach((row, r) => row.cells.forEach((cell, c) => walk(story, cell.blocks, [...at, r, c])));
    });
  for (const story of model.stories) walk(story.key, story.blocks, []);
  return marks;
}

/**
 * Target note key → source note key. Each side's notes in the order their marks first appear
 * (notes no mark refers to after them); equal texts pair in order, and between two such pairs
 * notes pair in order when both sides have as many, or by their words when not.
 */
function pairNotes(
  source: DocumentModel,
  sourceMarks: Mark[],
  target: DocumentModel,
  targetMarks: Mark[],
): Map<string, string> {
  const paired = new Map<string, string>();
  for (const kind of ['footnote', 'endnote'] as const) {
    const a = notesInOrder(source, sourceMarks, kind);
    const b = notesInOrder(target, targetMarks, kind);
    if (!a.length || !b.length) continue;
    const interner = new Interner();
    const ops = alignSequences(
      a.map((n) => interner.id(n.text)),
      b.map((n) => interner.id(n.text)),
    );
    const words = new Interner();
    let aAt = 0;
    let bAt = 0;
    const gaps: [number, number, number, number][] = [];
    for (const op of ops) {
      if (op.kind !== 'equal') continue;
      for (let k = 0; k < op.aEnd - op.aStart; k++) paired.set(b[op.bStart + k].key, a[op.aStart + k].key);
      if (op.aStart > aAt || op.bStart > bAt) gaps.push([aAt, op.aStart, bAt, op.bStart]);
      aAt = op.aEnd;
      bAt = op.bEnd;
    }
    if (aAt < a.length || bAt < b.length) gaps.push([aAt, a.length, bAt, b.length]);
    for (const [aStart, aEnd, bStart, bEnd] of gaps) {
      if (aEnd - aStart === bEnd - bStart) {
        for (let k = 0; k < aEnd - aStart; k++) paired.set(b[bStart + k].key, a[aStart + k].key);
        continue;
      }
      let next = aStart;
      for (let j = bStart; j < bEnd; j++) {
        for (let i = next; i < aEnd; i++) {
          if (orderedWordSimilarity(a[i].words, b[j].words, words) >= PAIRING_SIMILARITY) {
            paired.set(b[j].key, a[i].key);
            next = i + 1;
            break;
          }
        }
      }
    }
  }
  return paired;
}

function notesInOrder(
  model: DocumentModel,
  marks: Mark[],
  kind: 'footnote' | 'endnote',
): { key: string; text: string; words: string[] }[] {
  const stories = new Map(model.stories.filter((s) => s.kind === kind).map((s) => [s.key, s]));
  const keys = new Set<string>();
  for (const mark of marks) if (stories.has(mark.note)) keys.add(mark.note);
  for (const key of stories.keys()) keys.add(key);
  return [...keys].map((key) => {
    const text = stories.get(key)!.blocks.map(blockText).join('\n');
    return { key, text, words: wordsOf(text) };
  });
}

/** A copy of the model whose marks are objects standing for their notes, and notes renamed. */
function withMarksAsObjects(model: DocumentModel, renamed: ReadonlyMap<string, string>): DocumentModel {
  const keyOf = (key: string) => renamed.get(key) ?? key;
  const stories = model.stories.map((story) => {
    const blocks = mapBlocks(story.blocks, keyOf);
    const key = keyOf(story.key);
    return blocks === story.blocks && key === story.key ? story : { ...story, key, blocks };
  });
  return { ...model, stories };
}

function mapBlocks(blocks: Block[], keyOf: (key: string) => string): Block[] {
  let out: Block[] | undefined;
  blocks.forEach((block, index) => {
    const mapped = mapBlock(block, keyOf);
    if (mapped !== block) (out ??= [...blocks])[index] = mapped;
  });
  return out ?? blocks;
}

function mapBlock(block: Block, keyOf: (key: string) => string): Block {
  if (block.type === 'paragraph') {
    if (!block.runs.some((r) => r.note)) return block;
    const runs = block.runs.map((run): TextRun => {
      if (!run.note) return run;
      const note = keyOf(run.note);
      return {
        ...run,
        note,
        text: run.text ? PLACEHOLDER : '',
        object: { kind: 'object', hash: `note\u0000${note}`, name: note },
      };
    });
    return { ...block, runs } satisfies ParagraphBlock;
  }
  if (block.type === 'table') {
    let changed = false;
    const rows = block.rows.map((row) => {
      const cells = row.cells.map((cell) => {
        const blocks = mapBlocks(cell.blocks, keyOf);
        if (blocks === cell.blocks) return cell;
        changed = true;
        return { ...cell, blocks };
      });
      return cells.some((c, k) => c !== row.cells[k]) ? { ...row, cells } : row;
    });
    return changed ? { ...block, rows } : block;
  }
  return block;
}

/** A change's text as the reader's document reads it: the same offsets, the marks' numbers. */
function originalText(model: DocumentModel, side: ChangeSide | undefined, text: string): string {
  const story = side && model.stories.find((s) => s.key === side.story);
  let blocks: readonly Block[] | undefined = story?.blocks;
  let block: Block | undefined;
  const path = side?.blockPath ?? [];
  for (let k = 0; blocks && k < path.length; k++) {
    block = blocks[path[k]];
    if (block?.type === 'table' && k + 2 < path.length) {
      blocks = block.rows[path[k + 1]]?.cells[path[k + 2]]?.blocks;
      k += 2;
    } else if (k < path.length - 1) blocks = block?.type === 'shape' ? block.blocks : undefined;
  }
  if (block?.type === 'paragraph' && side?.start !== undefined && side.end !== undefined) {
    const own = block.runs.map((r) => r.text).join('');
    return own.slice(side.start, side.end);
  }
  if (block && path.length) return blockText(block);
  return text.replaceAll(PLACEHOLDER, '');
}
