import type { ChangeSide, EngineChange } from '../diff/types';
import { blockText, type Block, type DocumentModel } from '../model/document';

/**
 * The words around a change inside its sentence, so a report can show `deleted "trip"` as
 * "…the <del>trip</del> was cancelled…": the text of its paragraph before and after the changed
 * offsets, cut at sentence ends and to a few dozen characters. Changes of whole blocks, cells
 * and objects have no surrounding text of their own.
 */

export interface ChangeContext {
  before: string;
  after: string;
  /**
   * The words around the change in each version's own text, for the views that show the two
   * versions apart: the old side never borrows the new side's sentence. Absent where that side
   * has no sentence around the change (an inserted paragraph has none in the source).
   */
  source?: { before: string; after: string };
  target?: { before: string; after: string };
}

const REACH = 80;

export function changeContexts(
  changes: readonly EngineChange[],
  source: DocumentModel,
  target: DocumentModel,
): (ChangeContext | undefined)[] {
  return changes.map((change) => {
    // Deletions read in the source's paragraph; everything else in the target's.
    const fromSource = change.kind === 'Deleted' || !change.target;
    const primary = contextOf(fromSource ? source : target, fromSource ? change.source : change.target);
    if (!primary) return undefined;
    const old = contextOf(source, change.source);
    const now = contextOf(target, change.target);
    return {
      ...primary,
      ...(old && { source: { before: old.before, after: old.after } }),
      ...(now && { target: { before: now.before, after: now.after } }),
    };
  });
}

function contextOf(model: DocumentModel, side: ChangeSide | undefined): ChangeContext | undefined {
  if (!side || side.start === undefined || side.end === undefined) return undefined;
  const block = blockAt(model, side);
  if (!block || block.type !== 'paragraph') return undefined;
  const text = blockText(block);
  if (side.start === 0 && side.end >= text.length) return undefined;
  let before = text.slice(0, side.start);
  let after = text.slice(side.end);
  // From the start of the change's sentence to the end of it, at most REACH characters each way.
  const sentenceStart = Math.max(before.search(/[.!?]\s+[^.!?]*$/) + 1, 0);
  before = before.slice(sentenceStart).replace(/^\s+/, '');
  const sentenceEnd = after.search(/[.!?](\s|$)/);
  if (sentenceEnd >= 0) after = after.slice(0, sentenceEnd + 1);
  if (before.length > REACH) before = `…${before.slice(before.length - REACH).replace(/^\S*\s/, '')}`;
  if (after.length > REACH) after = `${after.slice(0, REACH).replace(/\s\S*$/, '')}…`;
  if (!before.trim() && !after.trim()) return undefined;
  return { before, after };
}

/**
 * The block a change side names: a body block, one inside a table cell (`[table, row, cell,
 * block]`), or one inside a shape (`[shape, block]`: a slide's text box).
 */
export function blockAt(model: DocumentModel, side: ChangeSide): Block | undefined {
  const story = model.stories.find((s) => s.key === side.story);
  let blocks: readonly Block[] = story?.blocks ?? [];
  const path = side.blockPath;
  for (let i = 0; i < path.length;) {
    const block = blocks[path[i]];
    if (!block || i === path.length - 1) return block;
    if (block.type === 'shape') {
      blocks = block.blocks;
      i += 1;
      continue;
    }
    if (block.type !== 'table') return undefined;
    const cell = block.rows[path[i + 1]]?.cells[path[i + 2]];
    if (!cell) return undefined;
    blocks = cell.blocks;
    i += 3;
  }
  return undefined;
}
