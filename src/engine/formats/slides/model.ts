import type { Block, DocumentModel, ShapeBlock, TableCell, TableRow } from '../../model/document';

/**
 * What the presentation family keeps beyond the common model: which part each slide story came
 * from, so the differ can number slides and the writer can find and copy them.
 */
export interface SlideEntry {
  /** Story key (`slide:<n>`, n = 1-based position in the deck). */
  key: string;
  /** Package part of the slide (`ppt/slides/slide3.xml`), or `content.xml` for ODP. */
  part: string;
  /** 1-based slide number. */
  number: number;
  /** `p:sldId/@id` (PPTX) or the page's `draw:name` (ODP). */
  id: string;
  notesPart?: string;
  /** ODP: element path of the `draw:page` inside content.xml. */
  path?: string;
}

export interface SlidesFamilyData {
  kind: 'pptx' | 'odp';
  slides: SlideEntry[];
  /** Slide size in points. */
  slideSize: { width: number; height: number };
}

export function slideLabel(number: number, title: string | undefined): string {
  if (!title) return `slide ${number}`;
  return `slide ${number} "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"`;
}

export function slidesData(data: unknown): SlidesFamilyData | undefined {
  const candidate = data as SlidesFamilyData | undefined;
  return candidate && (candidate.kind === 'pptx' || candidate.kind === 'odp') && Array.isArray(candidate.slides)
    ? candidate
    : undefined;
}

/** A block a change's path leads to in a deck, and the innermost shape holding it. */
export interface LocatedSlideBlock {
  block: Block;
  /** The innermost shape that holds the block (or the block itself). */
  shape?: ShapeBlock;
}

/**
 * Follows a block path through a slide story: into shapes (their blocks) and through tables
 * (row, cell, then a block inside the cell). A path that ends on a row or cell leads nowhere.
 */
export function locateSlideBlock(
  model: DocumentModel,
  story: string,
  path: readonly number[],
): LocatedSlideBlock | undefined {
  let list: readonly Block[] | undefined = model.stories.find((s) => s.key === story)?.blocks;
  let block: Block | undefined;
  let shape: ShapeBlock | undefined;
  for (let k = 0; k < path.length && list; k++) {
    block = list[path[k]];
    if (!block) return undefined;
    if (block.type === 'shape') {
      shape = block;
      list = block.blocks;
    } else if (block.type === 'table' && k + 2 < path.length) {
      const row: TableRow | undefined = block.rows[path[k + 1]];
      const cell: TableCell | undefined = row?.cells[path[k + 2]];
      list = cell?.blocks;
      k += 2;
      if (k === path.length - 1) return undefined;
    } else if (k < path.length - 1) return undefined;
  }
  return block ? { block, shape } : undefined;
}
