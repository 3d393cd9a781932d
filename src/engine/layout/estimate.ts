import type { Block, DocumentModel, ParagraphBlock, Story } from '../model/document';
import { blockText } from '../model/document';
import type { ChangeSide } from '../diff/types';
import { DocumentLayout, type PageRect } from './flow';

/**
 * A rough page layout for documents that carry no coordinates (Word, ODF, text): lines are
 * filled at an average character width, paragraphs spaced, table rows as tall as their fullest
 * cell. It gives every change a plausible page and box, which the API requires; exact
 * coordinates come from a real renderer.
 *
 * Blocks the built-in layout (`flow.ts`) places are located from it instead, to the character:
 * the same layout draws the built-in previews, so boxes drawn on them sit on the changed words.
 */

/** A box on a page, in points from the page's top-left corner (the built-in layout's shape). */
export type PageBox = PageRect;

const LETTER = { width: 612, height: 792 };
const MARGIN = 72;
const DEFAULT_FONT_SIZE = 11;
const PARAGRAPH_SPACING = 8;

interface Placed {
  page: number;
  y: number;
  lineHeight: number;
  charsPerLine: number;
  height: number;
}

export class PageLayoutEstimate {
  private readonly width: number;
  private readonly height: number;
  private readonly body: Placed[] = [];
  private readonly pageCount: number;
  private layout?: DocumentLayout;

  /**
   * `precise` lays the document out with the built-in renderer's flow (Settings.
   * CalculateComponentCoordinates, and whenever boxes are drawn on built-in previews); otherwise
   * the cheap line estimate above is used, which costs next to nothing on long documents.
   */
  constructor(
    private readonly document: DocumentModel,
    private readonly precise = false,
  ) {
    this.width = document.pageSize?.width ?? LETTER.width;
    this.height = document.pageSize?.height ?? LETTER.height;
    const body = document.stories.find((s) => s.kind === 'body');
    let page = 1;
    let y = MARGIN;
    const bottom = this.height - MARGIN;
    for (const block of body?.blocks ?? []) {
      const placed = this.measure(block);
      if (y + placed.height > bottom && y > MARGIN) {
        page++;
        y = MARGIN;
      }
      placed.page = page;
      placed.y = y;
      if (placed.height > bottom - MARGIN) {
        // A block taller than a page flows over several.
        this.body.push(placed);
        const pages = Math.ceil(placed.height / (bottom - MARGIN));
        page += pages - 1;
        y = MARGIN + (placed.height % (bottom - MARGIN));
        continue;
      }
      this.body.push(placed);
      y += placed.height + PARAGRAPH_SPACING;
      if (block.type === 'paragraph' && hasPageBreak(block)) {
        page++;
        y = MARGIN;
      }
    }
    this.pageCount = page;
  }

  /** Estimated page count of the body. */
  pages(): number {
    return this.document.pageCount ?? this.pageCount;
  }

  /** Page and box of one side of a change. */
  locate(side: ChangeSide | undefined): PageBox {
    const base = { pageWidth: this.width, pageHeight: this.height };
    const contentWidth = this.width - 2 * MARGIN;
    if (!side) return { ...base, pageNumber: 1, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
    if (this.precise) {
      // Laid out on first use: documents without changes never pay for it.
      this.layout ??= new DocumentLayout(this.document);
      const laidOut = this.layout.locate(side.story, side.blockPath, side.start, side.end);
      if (laidOut) return laidOut;
    }
    const story = this.document.stories.find((s) => s.key === side.story);
    if (!story || story.kind !== 'body' || side.blockPath.length === 0) {
      return { ...base, ...this.storyBox(story, contentWidth) };
    }
    const placed = this.body[side.blockPath[0]];
    if (!placed) return { ...base, pageNumber: this.pageCount, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
    if (side.start === undefined || side.end === undefined || side.blockPath.length > 1) {
      return {
        ...base,
        pageNumber: placed.page,
        x: MARGIN,
        y: placed.y,
        width: contentWidth,
        height: Math.max(placed.lineHeight, Math.min(placed.height, this.height - MARGIN - placed.y)),
      };
    }
    const charWidth = contentWidth / placed.charsPerLine;
    const firstLine = Math.floor(side.start / placed.charsPerLine);
    const lastLine = Math.floor(Math.max(side.start, side.end - 1) / placed.charsPerLine);
    const y = placed.y + firstLine * placed.lineHeight;
    if (firstLine === lastLine) {
      const x = MARGIN + (side.start % placed.charsPerLine) * charWidth;
      return {
        ...base,
        pageNumber: placed.page,
        x,
        y,
        width: Math.max(charWidth, (side.end - side.start) * charWidth),
        height: placed.lineHeight,
      };
    }
    return {
      ...base,
      pageNumber: placed.page,
      x: MARGIN,
      y,
      width: contentWidth,
      height: (lastLine - firstLine + 1) * placed.lineHeight,
    };
  }

  private storyBox(story: Story | undefined, contentWidth: number) {
    // Header and footer lines sit where the built-in layout draws them (9 pt, baseline at MARGIN / 2).
    if (story?.kind === 'footer')
      return { pageNumber: 1, x: MARGIN, y: this.height - MARGIN / 2 - 10, width: contentWidth, height: 13 };
    if (story?.kind === 'footnote' || story?.kind === 'endnote') {
      return {
        pageNumber: story.kind === 'endnote' ? this.pageCount : 1,
        x: MARGIN,
        y: this.height - MARGIN - 40,
        width: contentWidth,
        height: 28,
      };
    }
    if (story?.kind === 'comment')
      return { pageNumber: 1, x: this.width - MARGIN, y: MARGIN, width: MARGIN - 8, height: 28 };
    return { pageNumber: 1, x: MARGIN, y: MARGIN / 2 - 10, width: contentWidth, height: 13 };
  }

  private measure(block: Block): Placed {
    const contentWidth = this.width - 2 * MARGIN;
    if (block.type === 'paragraph') return this.measureParagraph(block, contentWidth);
    if (block.type === 'object') return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: 144 };
    if (block.type === 'shape')
      return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: block.box?.height ?? 72 };
    let height = 0;
    for (const row of block.rows) {
      const cellWidth = contentWidth / Math.max(1, row.cells.length);
      let rowHeight = 14;
      for (const cell of row.cells) {
        // The length of the cell's text (blocks joined by spaces), without joining it.
        let chars = Math.max(0, cell.blocks.length - 1);
        for (const child of cell.blocks) chars += textLength(child);
        const perLine = Math.max(4, Math.floor(cellWidth / (DEFAULT_FONT_SIZE * 0.5)));
        rowHeight = Math.max(rowHeight, Math.ceil(Math.max(1, chars) / perLine) * 14 + 4);
      }
      height += rowHeight;
    }
    return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height };
  }

  private measureParagraph(paragraph: ParagraphBlock, contentWidth: number): Placed {
    let size: number | undefined;
    for (const run of paragraph.runs) {
      if (run.style.size) {
        size = run.style.size;
        break;
      }
    }
    size ??= paragraph.headingLevel ? 16 : DEFAULT_FONT_SIZE;
    const charsPerLine = Math.max(8, Math.floor(contentWidth / (size * 0.5)));
    const lineHeight = Math.round(size * 1.25 * 10) / 10;
    const chars = textLength(paragraph);
    const lines = Math.max(1, Math.ceil(chars / charsPerLine));
    return { page: 0, y: 0, lineHeight, charsPerLine, height: lines * lineHeight };
  }
}

/** blockText(block).length; for paragraphs, without concatenating the runs (every block of a document is measured). */
function textLength(block: Block): number {
  if (block.type !== 'paragraph') return blockText(block).length;
  let length = 0;
  for (const run of block.runs) length += run.text.length;
  return length;
}

function hasPageBreak(paragraph: ParagraphBlock): boolean {
  for (const run of paragraph.runs)
    if (run.object?.kind === 'break' && /page/i.test(run.object.name ?? '')) return true;
  return false;
}
