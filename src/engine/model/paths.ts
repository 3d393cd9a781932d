import type { Block, DocumentModel, Locator, Story, TableRow } from './document';

/**
 * Where a block path (a change side's `blockPath`: block index, then row and cell pairs for each
 * table it enters) leads in a model: the list the last index points into, that index, whether the
 * list holds blocks or table rows, and the list's owner (the table of rows, the cell of blocks).
 */
export interface ResolvedPath {
  story: Story;
  items: readonly (Block | TableRow)[];
  index: number;
  kind: 'block' | 'row';
  /** Locator of the table (for rows) or the cell (for blocks inside a cell). */
  owner?: Locator;
  /** Column of the innermost cell the path went through. */
  cell?: number;
}

export function resolveBlockPath(
  model: DocumentModel,
  side: { story: string; blockPath: readonly number[] },
): ResolvedPath | undefined {
  const story = model.stories.find((s) => s.key === side.story);
  if (!story) return undefined;
  let items: readonly (Block | TableRow)[] = story.blocks;
  let kind: 'block' | 'row' = 'block';
  let owner: Locator | undefined;
  let cell: number | undefined;
  const path = side.blockPath;
  let k = 0;
  while (k < path.length - 1) {
    if (kind === 'block') {
      const table = items[path[k]] as Block | undefined;
      if (!table || table.type !== 'table') return undefined;
      items = table.rows;
      owner = table.locator;
      kind = 'row';
      k++;
    } else {
      const row = items[path[k]] as TableRow | undefined;
      const found = row?.cells[path[k + 1]];
      // A cell must be followed by the index of a block inside it.
      if (!found || k + 2 > path.length - 1) return undefined;
      cell = path[k + 1];
      items = found.blocks;
      owner = found.locator;
      kind = 'block';
      k += 2;
    }
  }
  return { story, items, index: path[path.length - 1], kind, owner, cell };
}
