import type { Block, DocumentModel, ParagraphBlock, RunStyle, ShapeBlock, Story, TableBlock } from '../model/document';
import { blockText } from '../model/document';
import { charWidth, fontClass, textWidth } from './metrics';

/**
 * The built-in page layout: Document model → pages of positioned text lines and rectangles.
 * The preview renderer draws these pages and ChangeInfo boxes are read from the same
 * placements, so a box drawn on a built-in preview sits on the words it names. It is plainer
 * than a word processor (one font, no floats, equal table columns) but deterministic and fast.
 */

export interface TextSpan {
  x: number;
  text: string;
  style: RunStyle;
  /** Font size in points. */
  size: number;
}

export type PageItem =
  | { kind: 'text'; /** Baseline. */ y: number; spans: TextSpan[] }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      label?: string;
    };

export interface LaidOutPage {
  pageNumber: number;
  width: number;
  height: number;
  items: PageItem[];
}

/** A line of a placed paragraph, with the x of every character boundary for exact boxes. */
export interface PlacedLine {
  page: number;
  y: number;
  height: number;
  /** Offsets in the paragraph's text covered by this line: [start, end). */
  start: number;
  end: number;
  /** x of each boundary from `start` to `end` (end - start + 1 values). */
  xs: number[];
}

export interface Placement {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: PlacedLine[];
}

export interface PageRect {
  pageNumber: number;
  pageWidth: number;
  pageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const LETTER = { width: 612, height: 792 };
const SLIDE = { width: 720, height: 540 };
const SHEET_PAGE = { width: 792, height: 612 };
const MARGIN = 72;
const BODY_SIZE = 11;
const HEADING_SIZES = [0, 20, 16, 14, 13, 12, 12, 11, 11, 11];
// Word's Normal style: 8 pt after each paragraph (the model carries no spacing of its own).
const PARAGRAPH_SPACING = 8;
const CELL_PADDING = 4;
const IMAGE_BOX = { width: 200, height: 112 };
const LINE_FACTOR = 1.25;

interface LineDraft {
  spans: TextSpan[];
  start: number;
  end: number;
  xs: number[];
  size: number;
  /** Inline objects drawn as labelled boxes on this line. */
  boxes: { x: number; width: number; label: string }[];
  pageBreakAfter: boolean;
}

interface ParagraphDraft {
  lines: LineDraft[];
  size: number;
  label?: TextSpan;
  spaceBefore: number;
}

export class DocumentLayout {
  readonly pages: LaidOutPage[] = [];
  private readonly placements = new Map<string, Placement>();
  private readonly storyPages = new Map<string, number>();
  readonly pageSize: { width: number; height: number };

  constructor(private readonly document: DocumentModel) {
    const paged = document.stories.some((s) => s.kind === 'slide' || s.kind === 'sheet' || s.kind === 'page');
    this.pageSize = document.pageSize ?? (paged && document.stories.some((s) => s.kind === 'slide') ? SLIDE : LETTER);
    if (paged) {
      for (const story of document.stories) {
        if (story.hidden) continue;
        if (story.kind === 'sheet') this.layoutSheet(story);
        else if (story.kind === 'slide' || story.kind === 'page') this.layoutSlide(story);
      }
    } else {
      this.layoutFlow(
        document.stories.filter((s) => s.kind === 'body' || s.kind === 'message' || s.kind === 'attachment'),
      );
    }
    if (this.pages.length === 0) this.newPage(this.pageSize);
  }

  /** Placement of a block by story key and block path (`[12]`, `[3, 2, 1, 0]`). */
  placement(story: string, blockPath: readonly number[]): Placement | undefined {
    return this.placements.get(key(story, blockPath));
  }

  /** Page of a story that is a page of its own (slide, sheet). */
  storyPage(story: string): number | undefined {
    return this.storyPages.get(story);
  }

  /**
   * The box of characters [start, end) of a placed block, or the whole block: on the page of
   * its first line, as the union of the lines there.
   */
  locate(story: string, blockPath: readonly number[], start?: number, end?: number): PageRect | undefined {
    let path = [...blockPath];
    let placed = this.placement(story, path);
    // A path deeper than what was placed (a run inside a shape's paragraph) falls back to its parent.
    while (!placed && path.length > 1) {
      path = path.slice(0, -1);
      placed = this.placement(story, path);
      start = end = undefined;
    }
    if (!placed) {
      const page = this.storyPage(story);
      if (page === undefined) return undefined;
      const p = this.pages[page - 1];
      return {
        pageNumber: page,
        pageWidth: p.width,
        pageHeight: p.height,
        x: 0,
        y: 0,
        width: p.width,
        height: p.height,
      };
    }
    const page = this.pages[placed.page - 1];
    const base = { pageWidth: page.width, pageHeight: page.height };
    if (start === undefined || end === undefined || placed.lines.length === 0)
      return { ...base, pageNumber: placed.page, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
    const last = Math.max(start, end - 1);
    const lines = placed.lines.filter(
      (l) => l.start <= last && (l.end > start || (l.start === l.end && l.start === start)),
    );
    if (lines.length === 0) {
      const line = placed.lines[placed.lines.length - 1];
      const x = line.xs[line.xs.length - 1];
      return { ...base, pageNumber: line.page, x, y: line.y, width: 4, height: line.height };
    }
    const firstPage = lines[0].page;
    let left = Infinity;
    let right = -Infinity;
    let top = Infinity;
    let bottom = -Infinity;
    for (const line of lines) {
      if (line.page !== firstPage) break;
      const from = Math.max(start, line.start) - line.start;
      const to = Math.min(end, line.end) - line.start;
      left = Math.min(left, line.xs[from]);
      right = Math.max(right, line.xs[Math.max(from, to)]);
      top = Math.min(top, line.y);
      bottom = Math.max(bottom, line.y + line.height);
    }
    const pageOf = this.pages[firstPage - 1];
    return {
      pageNumber: firstPage,
      pageWidth: pageOf.width,
      pageHeight: pageOf.height,
      x: left,
      y: top,
      width: Math.max(2, right - left),
      height: bottom - top,
    };
  }

  private newPage(size: { width: number; height: number }): LaidOutPage {
    const page: LaidOutPage = { pageNumber: this.pages.length + 1, width: size.width, height: size.height, items: [] };
    this.pages.push(page);
    return page;
  }

  // ---- flowed documents (Word, ODF, text) ----

  private layoutFlow(stories: Story[]): void {
    const size = this.pageSize;
    const top = MARGIN;
    const bottom = size.height - MARGIN;
    const left = MARGIN;
    const width = size.width - 2 * MARGIN;
    let page = this.newPage(size);
    let y = top;
    const ensure = (height: number) => {
      if (y + height > bottom && y > top) {
        page = this.newPage(size);
        y = top;
      }
    };
    const header = this.document.stories.find((s) => s.kind === 'header');
    const footer = this.document.stories.find((s) => s.kind === 'footer');
    for (const story of stories) {
      for (const [index, block] of story.blocks.entries()) {
        const path = [index];
        if (block.type === 'paragraph') {
          const draft = layoutParagraph(block, width);
          y += y > top ? draft.spaceBefore : 0;
          let placement: Placement | undefined;
          for (const [lineIndex, line] of draft.lines.entries()) {
            const height = line.size * LINE_FACTOR;
            ensure(height);
            const placed = this.emitLine(page, line, left, y, lineIndex === 0 ? draft.label : undefined);
            placement ??= { page: page.pageNumber, x: left, y, width, height: 0, lines: [] };
            placement.lines.push(placed);
            if (placement.page === page.pageNumber) placement.height = y + height - placement.y;
            y += height;
            if (line.pageBreakAfter) {
              page = this.newPage(size);
              y = top;
            }
          }
          if (placement) this.placements.set(key(story.key, path), placement);
          y += PARAGRAPH_SPACING;
        } else if (block.type === 'table') {
          const result = this.layoutTable(
            block,
            story.key,
            path,
            left,
            width,
            { page, y },
            () => {
              page = this.newPage(size);
              return { page, y: top };
            },
            bottom,
          );
          page = result.page;
          y = result.y + PARAGRAPH_SPACING;
        } else {
          const height = block.type === 'shape' ? Math.min(bottom - top, block.box?.height ?? 72) : IMAGE_BOX.height;
          const boxWidth =
            block.type === 'shape' ? Math.min(width, block.box?.width ?? width) : Math.min(width, IMAGE_BOX.width);
          ensure(height);
          if (block.type === 'shape')
            this.layoutShape(page, block, story.key, path, { x: left, y, width: boxWidth, height });
          else {
            page.items.push({
              kind: 'rect',
              x: left,
              y,
              width: boxWidth,
              height,
              fill: 'E6E6E6',
              stroke: 'A0A0A0',
              label: blockText(block),
            });
            this.placements.set(key(story.key, path), {
              page: page.pageNumber,
              x: left,
              y,
              width: boxWidth,
              height,
              lines: [],
            });
          }
          y += height + PARAGRAPH_SPACING;
        }
      }
    }
    this.decorate(header, footer, width);
  }

  /** Header and footer text on every page, in grey, as a reader of the page expects them. */
  private decorate(header: Story | undefined, footer: Story | undefined, width: number): void {
    for (const page of this.pages) {
      for (const [story, y] of [
        [header, MARGIN / 2],
        [footer, page.height - MARGIN / 2],
      ] as const) {
        const text = story?.blocks.map(blockText).join('  ').trim();
        if (!text) continue;
        const size = 9;
        let shown = text;
        while (shown.length > 1 && textWidth(shown, size, false) > width) shown = shown.slice(0, -2);
        page.items.push({ kind: 'text', y, spans: [{ x: MARGIN, text: shown, style: { color: '808080' }, size }] });
      }
    }
  }

  private emitLine(page: LaidOutPage, line: LineDraft, x0: number, y: number, label?: TextSpan): PlacedLine {
    const spans = line.spans.map((s) => ({ ...s, x: s.x + x0 }));
    if (label) spans.unshift({ ...label, x: label.x + x0 });
    if (spans.some((s) => s.text.trim())) page.items.push({ kind: 'text', y: y + line.size * 1.0, spans });
    for (const box of line.boxes) {
      page.items.push({
        kind: 'rect',
        x: x0 + box.x,
        y: y + 1,
        width: box.width,
        height: line.size * LINE_FACTOR - 2,
        fill: 'E6E6E6',
        stroke: 'A0A0A0',
        label: box.label,
      });
    }
    return {
      page: page.pageNumber,
      y,
      height: line.size * LINE_FACTOR,
      start: line.start,
      end: line.end,
      xs: line.xs.map((v) => v + x0),
    };
  }

  private layoutTable(
    table: TableBlock,
    storyKey: string,
    path: number[],
    left: number,
    width: number,
    at: { page: LaidOutPage; y: number },
    nextPage: () => { page: LaidOutPage; y: number },
    bottom: number,
  ): { page: LaidOutPage; y: number } {
    const columns = Math.max(1, ...table.rows.map((row) => row.cells.reduce((n, c) => n + (c.colSpan ?? 1), 0)));
    const columnWidth = width / columns;
    let { page, y } = at;
    const startPage = page.pageNumber;
    const startY = y;
    for (const [rowIndex, row] of table.rows.entries()) {
      let column = 0;
      const cells = row.cells.map((cell) => {
        const span = cell.colSpan ?? 1;
        const x = left + column * columnWidth;
        column += span;
        const cellWidth = span * columnWidth;
        const drafts = cell.blocks.map((block) =>
          block.type === 'paragraph' ? layoutParagraph(block, cellWidth - 2 * CELL_PADDING, 10) : undefined,
        );
        const height = drafts.reduce(
          (h, d, i) => h + (d ? d.lines.reduce((s, l) => s + l.size * LINE_FACTOR, 0) : cell.blocks[i] ? 14 : 0),
          0,
        );
        return { cell, x, cellWidth, drafts, height };
      });
      const rowHeight = Math.max(16, ...cells.map((c) => c.height + 2 * CELL_PADDING));
      if (y + rowHeight > bottom && y > MARGIN) ({ page, y } = nextPage());
      for (const [cellIndex, c] of cells.entries()) {
        if (c.cell.vMerge !== 'continue')
          page.items.push({ kind: 'rect', x: c.x, y, width: c.cellWidth, height: rowHeight, stroke: '808080' });
        let cy = y + CELL_PADDING;
        for (const [blockIndex, draft] of c.drafts.entries()) {
          const blockPath = [...path, rowIndex, cellIndex, blockIndex];
          if (!draft) {
            const label = blockText(c.cell.blocks[blockIndex]);
            page.items.push({
              kind: 'text',
              y: cy + 10,
              spans: [{ x: c.x + CELL_PADDING, text: label.slice(0, 60), style: { color: '606060' }, size: 9 }],
            });
            this.placements.set(key(storyKey, blockPath), {
              page: page.pageNumber,
              x: c.x,
              y: cy,
              width: c.cellWidth,
              height: 14,
              lines: [],
            });
            cy += 14;
            continue;
          }
          const placement: Placement = {
            page: page.pageNumber,
            x: c.x + CELL_PADDING,
            y: cy,
            width: c.cellWidth - 2 * CELL_PADDING,
            height: 0,
            lines: [],
          };
          for (const [lineIndex, line] of draft.lines.entries()) {
            placement.lines.push(
              this.emitLine(page, line, c.x + CELL_PADDING, cy, lineIndex === 0 ? draft.label : undefined),
            );
            cy += line.size * LINE_FACTOR;
          }
          placement.height = cy - placement.y;
          this.placements.set(key(storyKey, blockPath), placement);
        }
        this.placements.set(key(storyKey, [...path, rowIndex, cellIndex]), {
          page: page.pageNumber,
          x: c.x,
          y,
          width: c.cellWidth,
          height: rowHeight,
          lines: [],
        });
      }
      this.placements.set(key(storyKey, [...path, rowIndex]), {
        page: page.pageNumber,
        x: left,
        y,
        width,
        height: rowHeight,
        lines: [],
      });
      y += rowHeight;
    }
    this.placements.set(key(storyKey, path), {
      page: startPage,
      x: left,
      y: startY,
      width,
      height: page.pageNumber === startPage ? y - startY : bottom - startY,
      lines: [],
    });
    return { page, y };
  }

  // ---- slides and drawings: shapes at their boxes ----

  private layoutSlide(story: Story): void {
    const size = story.pageSize ?? this.pageSize;
    const page = this.newPage(size);
    this.storyPages.set(story.key, page.pageNumber);
    let y = 36;
    for (const [index, block] of story.blocks.entries()) {
      if (block.type === 'shape') {
        const box = block.box ?? { x: 36, y, width: size.width - 72, height: 60 };
        this.layoutShape(page, block, story.key, [index], box);
        y = Math.max(y, box.y + box.height + 8);
      } else if (block.type === 'paragraph') {
        const draft = layoutParagraph(block, size.width - 72);
        const placement: Placement = { page: page.pageNumber, x: 36, y, width: size.width - 72, height: 0, lines: [] };
        for (const line of draft.lines) {
          placement.lines.push(this.emitLine(page, line, 36, y));
          y += line.size * LINE_FACTOR;
        }
        placement.height = y - placement.y;
        this.placements.set(key(story.key, [index]), placement);
      } else {
        const height = 40;
        page.items.push({
          kind: 'rect',
          x: 36,
          y,
          width: size.width - 72,
          height,
          fill: 'F0F0F0',
          stroke: 'A0A0A0',
          label: blockText(block).slice(0, 80),
        });
        this.placements.set(key(story.key, [index]), {
          page: page.pageNumber,
          x: 36,
          y,
          width: size.width - 72,
          height,
          lines: [],
        });
        y += height + 8;
      }
    }
  }

  private layoutShape(
    page: LaidOutPage,
    shape: ShapeBlock,
    storyKey: string,
    path: number[],
    box: { x: number; y: number; width: number; height: number },
  ): void {
    const hasText = shape.blocks.some((b) => blockText(b).trim());
    if (shape.object && !hasText)
      page.items.push({
        kind: 'rect',
        ...box,
        fill: 'E6E6E6',
        stroke: 'A0A0A0',
        label: blockText({ type: 'object', object: shape.object }),
      });
    else page.items.push({ kind: 'rect', ...box, stroke: 'C8C8C8' });
    this.placements.set(key(storyKey, path), { page: page.pageNumber, ...box, lines: [] });
    const inner = Math.max(8, box.width - 2 * CELL_PADDING);
    const defaultSize = shape.placeholder === 'title' || shape.placeholder === 'ctrTitle' ? 28 : 16;
    let y = box.y + CELL_PADDING;
    for (const [index, block] of shape.blocks.entries()) {
      if (block.type !== 'paragraph') continue;
      const draft = layoutParagraph(block, inner, defaultSize);
      const placement: Placement = {
        page: page.pageNumber,
        x: box.x + CELL_PADDING,
        y,
        width: inner,
        height: 0,
        lines: [],
      };
      for (const [lineIndex, line] of draft.lines.entries()) {
        placement.lines.push(
          this.emitLine(page, line, box.x + CELL_PADDING, y, lineIndex === 0 ? draft.label : undefined),
        );
        y += line.size * LINE_FACTOR;
      }
      placement.height = y - placement.y;
      this.placements.set(key(storyKey, [...path, index]), placement);
    }
  }

  // ---- sheets: a grid of the first rows and columns that fit ----

  private layoutSheet(story: Story): void {
    const size = story.pageSize ?? SHEET_PAGE;
    const page = this.newPage(size);
    this.storyPages.set(story.key, page.pageNumber);
    const tableIndex = story.blocks.findIndex((b) => b.type === 'table');
    const table = story.blocks[tableIndex] as TableBlock | undefined;
    page.items.push({ kind: 'text', y: 24, spans: [{ x: 24, text: story.label, style: { bold: true }, size: 11 }] });
    if (!table) return;
    const left = 24;
    const top = 36;
    const headerWidth = 32;
    const rowHeight = 16;
    const columns = Math.max(0, ...table.rows.map((r) => r.cells.length));
    const widths: number[] = [];
    for (let c = 0; c < columns; c++) {
      let longest = 0;
      for (const row of table.rows.slice(0, 200))
        longest = Math.max(
          longest,
          textWidth(row.cells[c] ? row.cells[c].blocks.map(blockText).join(' ') : '', 9, false),
        );
      widths.push(Math.min(160, Math.max(48, longest + 2 * CELL_PADDING)));
    }
    const xs = [left + headerWidth];
    for (const w of widths) xs.push(xs[xs.length - 1] + w);
    const fitColumns = Math.max(
      1,
      xs.findIndex((x) => x > size.width - 24) - 1 < 0 ? columns : xs.findIndex((x) => x > size.width - 24) - 1,
    );
    const fitRows = Math.max(1, Math.floor((size.height - top - 24) / rowHeight) - 1);
    const gridRight = xs[Math.min(fitColumns, columns)];
    page.items.push({
      kind: 'rect',
      x: left,
      y: top,
      width: gridRight - left,
      height: rowHeight,
      fill: 'EEEEEE',
      stroke: 'B0B0B0',
    });
    for (let c = 0; c < Math.min(fitColumns, columns); c++) {
      const letter = columnLetter(c);
      page.items.push({
        kind: 'text',
        y: top + 12,
        spans: [
          {
            x: xs[c] + widths[c] / 2 - textWidth(letter, 9, false) / 2,
            text: letter,
            style: { color: '505050' },
            size: 9,
          },
        ],
      });
    }
    for (const [r, row] of table.rows.slice(0, fitRows).entries()) {
      const y = top + (r + 1) * rowHeight;
      const rowNumber = /\d+$/.exec(row.cells.find((c) => c.ref)?.ref ?? '')?.[0] ?? String(r + 1);
      page.items.push({
        kind: 'rect',
        x: left,
        y,
        width: headerWidth,
        height: rowHeight,
        fill: 'EEEEEE',
        stroke: 'B0B0B0',
      });
      page.items.push({
        kind: 'text',
        y: y + 12,
        spans: [{ x: left + 4, text: rowNumber, style: { color: '505050' }, size: 9 }],
      });
      for (const [c, cell] of row.cells.entries()) {
        if (c >= fitColumns) break;
        page.items.push({ kind: 'rect', x: xs[c], y, width: widths[c], height: rowHeight, stroke: 'D0D0D0' });
        let text = cell.blocks.map(blockText).join(' ');
        const style = cell.blocks[0]?.type === 'paragraph' ? (cell.blocks[0].runs[0]?.style ?? {}) : {};
        while (text.length > 1 && textWidth(text, 9, style.bold === true) > widths[c] - 2 * CELL_PADDING)
          text = text.slice(0, -1);
        const numeric = /^-?[\d.,]+%?$/.test(text);
        const x = numeric
          ? xs[c] + widths[c] - CELL_PADDING - textWidth(text, 9, style.bold === true)
          : xs[c] + CELL_PADDING;
        if (text) page.items.push({ kind: 'text', y: y + 12, spans: [{ x, text, style, size: 9 }] });
        const cellPlacement: Placement = {
          page: page.pageNumber,
          x: xs[c],
          y,
          width: widths[c],
          height: rowHeight,
          lines: [],
        };
        this.placements.set(key(story.key, [tableIndex, r, c]), cellPlacement);
        for (let b = 0; b < cell.blocks.length; b++)
          this.placements.set(key(story.key, [tableIndex, r, c, b]), cellPlacement);
      }
      this.placements.set(key(story.key, [tableIndex, r]), {
        page: page.pageNumber,
        x: left,
        y,
        width: gridRight - left,
        height: rowHeight,
        lines: [],
      });
    }
    if (table.rows.length > fitRows || columns > fitColumns) {
      page.items.push({
        kind: 'text',
        y: size.height - 10,
        spans: [
          {
            x: 24,
            text: `showing ${Math.min(fitRows, table.rows.length)} of ${table.rows.length} rows, ${Math.min(fitColumns, columns)} of ${columns} columns`,
            style: { color: '808080', italic: true },
            size: 8,
          },
        ],
      });
    }
  }
}

function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function key(story: string, path: readonly number[]): string {
  return `${story}\u0000${path.join('/')}`;
}

/** Breaks a paragraph into lines of at most `width` points (greedy, at spaces; long words split). */
export function layoutParagraph(paragraph: ParagraphBlock, width: number, baseSize = BODY_SIZE): ParagraphDraft {
  const heading = paragraph.headingLevel ? HEADING_SIZES[Math.min(9, paragraph.headingLevel)] : undefined;
  const defaultSize = heading ?? baseSize;
  const indent = paragraph.list ? Math.min(width / 2, 18 * (paragraph.list.level + 1)) : 0;
  const available = Math.max(20, width - indent);
  const lines: LineDraft[] = [];
  const fresh = (start: number): LineDraft => ({
    spans: [],
    start,
    end: start,
    xs: [indent],
    size: 0,
    boxes: [],
    pageBreakAfter: false,
  });
  let line = fresh(0);
  let x = 0;
  let offset = 0;
  let hasInk = false;
  const finish = (pageBreakAfter = false) => {
    line.pageBreakAfter = pageBreakAfter;
    lines.push(line);
    line = fresh(offset);
    x = 0;
    hasInk = false;
  };
  const put = (text: string, style: RunStyle, size: number) => {
    const bold = style.bold === true || (heading !== undefined && style.bold !== false);
    const last = line.spans[line.spans.length - 1];
    const drawn: RunStyle = heading !== undefined && style.bold === undefined ? { ...style, bold: true } : style;
    if (last && last.style === drawn && last.size === size) last.text += text;
    else if (last && sameStyle(last.style, drawn) && last.size === size) last.text += text;
    else line.spans.push({ x: indent + x, text, style: drawn, size });
    const family = fontClass(style.font);
    for (let i = 0; i < text.length; i++) {
      x += charWidth(text.charCodeAt(i), size, bold, family);
      line.xs.push(indent + x);
    }
    offset += text.length;
    line.end = offset;
    if (text) line.size = Math.max(line.size, size);
    if (text.trim()) hasInk = true;
  };
  for (const run of paragraph.runs) {
    const size = run.style.size ?? defaultSize;
    const bold = run.style.bold === true || heading !== undefined;
    const family = fontClass(run.style.font);
    if (run.object) {
      if (run.object.kind === 'break') {
        put(run.text, run.style, size);
        finish(/page/i.test(run.object.name ?? ''));
        continue;
      }
      const label = run.text || blockText({ type: 'object', object: run.object });
      const w = Math.min(available, textWidth(label, size, false) + 8);
      if (x + w > available && hasInk) finish();
      line.boxes.push({ x: indent + x, width: w, label });
      // The run's characters are spread over its box, so offsets inside it still map to x.
      const count = run.text.length;
      for (let i = 0; i < count; i++) line.xs.push(indent + x + ((i + 1) * w) / count);
      x += w;
      offset += count;
      line.end = offset;
      line.size = Math.max(line.size, size);
      hasInk = true;
      continue;
    }
    for (const token of run.text.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
      if (token === '\n') {
        put(token.replace('\n', ''), run.style, size);
        offset += 1;
        line.end = offset;
        line.xs.push(indent + x);
        finish();
        continue;
      }
      if (!/\S/.test(token)) {
        put(token, run.style, size);
        continue;
      }
      const w = textWidth(token, size, bold, family);
      if (x + w > available && hasInk) finish();
      if (w > available) {
        // A word longer than the line (URLs, hashes): split it where it overflows.
        let piece = '';
        let pieceWidth = 0;
        for (const ch of token) {
          const cw = textWidth(ch, size, bold, family);
          if (x + pieceWidth + cw > available && (piece || hasInk)) {
            put(piece, run.style, size);
            piece = '';
            pieceWidth = 0;
            finish();
          }
          piece += ch;
          pieceWidth += cw;
        }
        if (piece) put(piece, run.style, size);
        continue;
      }
      put(token, run.style, size);
    }
  }
  if (lines.length === 0 || line.end > line.start || line.spans.length || line.boxes.length) lines.push(line);
  for (const l of lines) {
    if (l.size === 0) l.size = defaultSize;
    const shift =
      paragraph.alignment === 'center'
        ? (available - (l.xs[l.xs.length - 1] - indent)) / 2
        : paragraph.alignment === 'right'
          ? available - (l.xs[l.xs.length - 1] - indent)
          : 0;
    if (shift > 0) {
      for (const s of l.spans) s.x += shift;
      for (const b of l.boxes) b.x += shift;
      l.xs = l.xs.map((v) => v + shift);
    }
  }
  const label = paragraph.list
    ? {
        x: Math.max(0, indent - textWidth(paragraph.list.label, defaultSize, false) - 6),
        text: paragraph.list.label,
        style: {},
        size: defaultSize,
      }
    : undefined;
  return { lines, size: defaultSize, label, spaceBefore: heading ? 8 : 0 };
}

function sameStyle(a: RunStyle, b: RunStyle): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.color === b.color &&
    a.underline === b.underline &&
    a.strike === b.strike &&
    a.highlight === b.highlight &&
    a.vertAlign === b.vertAlign &&
    a.font === b.font
  );
}

export type { Block };
