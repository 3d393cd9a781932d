import type { Block, Story, TableRow } from '../model/document';
import { blockText } from '../model/document';
import type { ChangeKind, ChangeSide, DiffOptions, EngineChange, StyleChange } from './types';

/** A story key and a block index path: where a block sits on one side. */
export interface Side {
  story: string;
  path: number[];
}

/**
 * Collects changes in the order the diff walks the documents and applies the Show* settings,
 * so every producer of changes describes them the same way.
 */
export class ChangeSink {
  readonly changes: EngineChange[] = [];

  constructor(private readonly options: DiffOptions) {}

  add(change: EngineChange) {
    if (change.kind === 'Deleted' && !this.options.showDeleted) return;
    if (change.kind === 'Inserted' && !this.options.showInserted) return;
    this.changes.push(change);
  }

  storyChange(kind: 'Inserted' | 'Deleted', story: Story) {
    const text = story.blocks.map(blockText).join('\n');
    if (!text.trim()) return;
    const side: ChangeSide = { story: story.key, blockPath: [] };
    this.add({
      kind,
      unit: 'story',
      text: kind === 'Deleted' ? text : '',
      targetText: kind === 'Inserted' ? text : '',
      place: story.label,
      source: kind === 'Deleted' ? side : undefined,
      target: kind === 'Inserted' ? side : undefined,
      authors: story.author ? [story.author] : undefined,
    });
  }

  blockChange(
    kind: 'Inserted' | 'Deleted',
    block: Block,
    source: Side | undefined,
    target: Side | undefined,
    place: string,
    nested = false,
    anchor?: Side,
  ) {
    const text = blockText(block);
    this.add({
      anchor: anchor && toChangeSide(anchor),
      kind,
      unit: nested
        ? 'text'
        : block.type === 'table'
          ? 'table'
          : block.type === 'object' || block.type === 'shape'
            ? 'object'
            : 'paragraph',
      text: kind === 'Deleted' ? text : '',
      targetText: kind === 'Inserted' ? text : '',
      place,
      source: source && toChangeSide(source),
      target: target && toChangeSide(target),
      authors: kind === 'Inserted' ? blockAuthors(block) : undefined,
    });
  }

  blockModified(a: Block, b: Block, source: Side, target: Side, place: string) {
    this.add({
      kind: 'Modified',
      unit: a.type === 'object' || a.type === 'shape' ? 'object' : 'paragraph',
      text: withObjectDetail(a),
      targetText: withObjectDetail(b),
      place,
      source: toChangeSide(source),
      target: toChangeSide(target),
    });
  }

  geometryChange(
    kind: 'Moved' | 'Resized' | 'MovedAndResized',
    a: Block,
    b: Block,
    source: Side,
    target: Side,
    place: string,
  ) {
    this.add({
      kind,
      unit: 'object',
      text: blockText(a),
      targetText: blockText(b),
      place,
      source: toChangeSide(source),
      target: toChangeSide(target),
    });
  }

  moveChange(a: Block, b: Block, source: Side, target: Side, place: string, fromPlace: string, anchor: Side) {
    this.add({
      anchor: toChangeSide(anchor),
      kind: 'Moved',
      unit: b.type === 'table' ? 'table' : b.type === 'object' || b.type === 'shape' ? 'object' : 'paragraph',
      text: blockText(a),
      targetText: blockText(b),
      place: `${place} (from ${fromPlace})`,
      source: toChangeSide(source),
      target: toChangeSide(target),
    });
  }

  rowChange(kind: 'Inserted' | 'Deleted', row: TableRow, side: Side, place: string, anchor?: Side) {
    const text = row.cells.map((cell) => cell.blocks.map(blockText).join('\n')).join(' | ');
    this.add({
      anchor: anchor && toChangeSide(anchor),
      kind,
      unit: 'row',
      text: kind === 'Deleted' ? text : '',
      targetText: kind === 'Inserted' ? text : '',
      place,
      source: kind === 'Deleted' ? toChangeSide(side) : undefined,
      target: kind === 'Inserted' ? toChangeSide(side) : undefined,
    });
  }

  columnChange(
    kind: 'Inserted' | 'Deleted',
    text: string,
    tableSide: Side,
    column: number,
    place: string,
    anchor?: Side,
  ) {
    const side: ChangeSide = { story: tableSide.story, blockPath: [...tableSide.path, -1, column] };
    this.add({
      anchor: anchor && toChangeSide(anchor),
      kind,
      unit: 'column',
      text: kind === 'Deleted' ? text : '',
      targetText: kind === 'Inserted' ? text : '',
      place,
      source: kind === 'Deleted' ? side : undefined,
      target: kind === 'Inserted' ? side : undefined,
    });
  }

  textChange(
    kind: ChangeKind,
    text: string,
    targetText: string,
    source: ChangeSide,
    target: ChangeSide,
    place: string,
    extra: { styleChanges?: StyleChange[]; authors?: string[] } = {},
  ) {
    this.add({ kind, unit: 'text', text, targetText, place, source, target, ...extra });
  }
}

export function toChangeSide(side: Side, start?: number, end?: number): ChangeSide {
  return { story: side.story, blockPath: side.path, start, end };
}

function blockAuthors(block: Block): string[] | undefined {
  if (block.type !== 'paragraph') return undefined;
  const authors = new Set<string>();
  for (const run of block.runs) if (run.author) authors.add(run.author);
  return authors.size ? [...authors] : undefined;
}

/** A block's text, followed by what its object shows when the reader could tell (a chart's series). */
function withObjectDetail(block: Block): string {
  const text = blockText(block);
  const object = block.type === 'object' || block.type === 'shape' ? block.object : undefined;
  return object?.detail ? `${text} ${object.detail}` : text;
}
