/**
 * The common Document model every reader produces and the diff core consumes.
 *
 * A document is a list of stories (the body, each header and footer, each footnote, endnote,
 * comment and text box). A story is a list of blocks; paragraphs hold runs of text with their
 * style. Every node keeps a locator back into the source file so writers can mark it later.
 */

/** Where a node came from in the source file: the package part and a path inside it. */
export interface Locator {
  /** Package part (e.g. `word/document.xml`, `content.xml`), or `text` for plain files. */
  part: string;
  /**
   * Position inside the part. For XML parts: child-element indexes from the part's root
   * element, joined by `/` (e.g. `0/12/3` = root's 1st child, its 13th child, its 4th child),
   * counting element nodes only. For text: `line:column` of the first character (1-based).
   */
  path: string;
  /** For text: the last line (1-based) of a block read from several lines, e.g. a wrapped paragraph. */
  lastLine?: number;
}

/** Character formatting that a reader could resolve (direct formatting merged over styles). */
export interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  /** Underline kind (`single`, `double`, …); absent or `none` means not underlined. */
  underline?: string;
  strike?: boolean;
  font?: string;
  /** Font size in points. */
  size?: number;
  /** Colour as `RRGGBB` upper-case hex, without `#`. */
  color?: string;
  /** Highlight or shading colour as a name (`yellow`) or `RRGGBB`. */
  highlight?: string;
  vertAlign?: 'superscript' | 'subscript';
}

/** The RunStyle properties, in the order style changes are reported. */
export const RUN_STYLE_PROPERTIES = [
  'bold',
  'italic',
  'underline',
  'strike',
  'font',
  'size',
  'color',
  'highlight',
  'vertAlign',
] as const satisfies readonly (keyof RunStyle)[];

/** Paragraph layout properties, in the order style changes report them, with their defaults. */
export const PARAGRAPH_PROPERTIES: readonly { name: string; default: string }[] = [
  { name: 'indent left', default: '0pt' },
  { name: 'indent right', default: '0pt' },
  { name: 'indent first line', default: '0pt' },
  { name: 'indent hanging', default: '0pt' },
  { name: 'space before', default: '0pt' },
  { name: 'space after', default: '0pt' },
  { name: 'line spacing', default: 'single' },
  { name: 'keep with next', default: 'false' },
  { name: 'keep lines together', default: 'false' },
  { name: 'page break before', default: 'false' },
  { name: 'borders', default: 'none' },
  { name: 'shading', default: 'none' },
  { name: 'tabs', default: 'none' },
  { name: 'outline level', default: 'body text' },
  { name: 'section break', default: 'none' },
  { name: 'page size', default: '' },
  { name: 'orientation', default: '' },
  { name: 'margins', default: '' },
  { name: 'columns', default: '' },
  { name: 'different first page', default: '' },
];

/**
 * Page setup of the section a paragraph ends: compared only where both sides end a section
 * there, so a break inserted or removed is one `section break` change and a paragraph added
 * after the last section's end does not move its page setup.
 */
export const SECTION_SETUP_PROPERTIES: ReadonlySet<string> = new Set([
  'page size',
  'orientation',
  'margins',
  'columns',
  'different first page',
]);

/** An inline object inside a paragraph, compared as a whole by its content hash. */
export interface InlineObject {
  kind: 'image' | 'chart' | 'equation' | 'object' | 'break';
  /** Content hash (sha-1 hex of the object's bytes or canonical XML); equal hash = same object. */
  hash: string;
  /** What a person would call it (file name, alt text, `page break`). */
  name?: string;
  /**
   * What a reader sees of the object, in one line, where the reader can tell (a chart's type,
   * titles and series); a change of the object shows it on both sides.
   */
  detail?: string;
}

/** A run of text with one style. An object run has `object` set and `text` = its display label. */
export interface TextRun {
  text: string;
  style: RunStyle;
  locator?: Locator;
  object?: InlineObject;
  /** Author of a tracked insertion this run belongs to, when the source names one. */
  author?: string;
  /** Hyperlink target, when the run is part of a link. */
  link?: string;
  /** Story key of the footnote or endnote whose reference mark this run is (`footnote:2`). */
  note?: string;
}

export interface ParagraphBlock {
  type: 'paragraph';
  runs: TextRun[];
  /** Style name as the document names it (`Heading 1`, `List Paragraph`). */
  styleName?: string;
  /** 1..9 for headings, absent otherwise. */
  headingLevel?: number;
  /**
   * Rendered list label (`1.`, `a)`, `•`), with its level (0-based) and, where the reader can
   * tell, the level's number format (`decimal`, `bullet`, `lowerLetter`).
   */
  list?: { label: string; level: number; format?: string };
  /** Paragraph alignment (`left`, `center`, `right`, `both`). */
  alignment?: string;
  /**
   * Layout a reader sees besides alignment (indents, spacing, keep options, borders, shading,
   * tabs, outline level, a section break and its page setup), resolved over styles, as display
   * values keyed by the names changes report (PARAGRAPH_PROPERTIES). Only values that differ
   * from the format's default are present.
   */
  properties?: Record<string, string>;
  locator?: Locator;
}

export interface TableCell {
  blocks: Block[];
  /** Spreadsheet cell reference (`B7`), when the table is a sheet. */
  ref?: string;
  /** Formula without the leading `=`, when the cell has one. */
  formula?: string;
  /** Number of grid columns this cell spans (default 1). */
  colSpan?: number;
  /** Vertical merge: `restart` starts a merged range, `continue` is a covered cell. */
  vMerge?: 'restart' | 'continue';
  locator?: Locator;
}

export interface TableRow {
  cells: TableCell[];
  locator?: Locator;
}

export interface TableBlock {
  type: 'table';
  rows: TableRow[];
  styleName?: string;
  locator?: Locator;
}

/** A block-level image or other object that is not inside a paragraph. */
export interface ObjectBlock {
  type: 'object';
  object: InlineObject;
  locator?: Locator;
}

/** A rectangle on a page or slide, in points from the top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A positioned shape (slide shape, diagram shape, text frame): its own blocks, an optional
 * object it shows (picture, chart), and where it sits.
 */
export interface ShapeBlock {
  type: 'shape';
  /** Stable id within its slide/page (`p:cNvPr/@id`, Visio shape ID). */
  id?: string;
  name?: string;
  /** Placeholder type (`title`, `body`, …) for slide placeholders. */
  placeholder?: string;
  box?: Box;
  blocks: Block[];
  object?: InlineObject;
  locator?: Locator;
}

export type Block = ParagraphBlock | TableBlock | ObjectBlock | ShapeBlock;

export type StoryKind =
  | 'body'
  | 'header'
  | 'footer'
  | 'footnote'
  | 'endnote'
  | 'comment'
  | 'textbox'
  /** A worksheet (its cells as one table block). */
  | 'sheet'
  /** A slide, a drawing page or a PDF page (its shapes or text in reading order). */
  | 'slide'
  | 'page'
  /** Speaker notes of a slide. */
  | 'notes'
  /** E-mail headers, bodies and attachments. */
  | 'message'
  | 'attachment';

export interface Story {
  kind: StoryKind;
  /** Page (or slide) size in points, for stories that are pages. */
  pageSize?: { width: number; height: number };
  /** Hidden sheet or slide. */
  hidden?: boolean;
  /**
   * Stable key used to pair stories of two documents (`body`, `header:default:1`,
   * `footnote:3`, `comment:2`, `textbox:5`). Same key in both documents = same story.
   */
  key: string;
  /** Human label (`header (section 1, default)`, `footnote 3`, `comment 2 by Ann`). */
  label: string;
  blocks: Block[];
  /** Author of a comment story. */
  author?: string;
}

export interface DocumentMetadata {
  title?: string;
  author?: string;
  lastModifiedBy?: string;
  created?: string;
  modified?: string;
  company?: string;
}

/** A problem a reader met: content it skipped or could only partly understand. */
export interface ReaderWarning {
  code: string;
  message: string;
  /** Where in the source (part, element), when known. */
  locator?: Locator;
}

export interface DocumentModel {
  /** Format key of the reader that produced it (`docx`, `odt`, `txt`, `md`, `html`, …). */
  format: string;
  stories: Story[];
  metadata: DocumentMetadata;
  /** Page count when the format states it (docProps/app.xml Pages, meta.xml page-count). */
  pageCount?: number;
  /** Page size in points, when the format states it (first section). */
  pageSize?: { width: number; height: number };
  /** Tracked revisions the document carried (its visible text is shown as if accepted). */
  revisionCount?: number;
  warnings: ReaderWarning[];
  /**
   * What a format family keeps beyond the common model for its own differ and writer (cell
   * values and number formats, slide geometry, PDF word boxes). Only that family reads it.
   */
  familyData?: unknown;
}

/** Text of a run list with object runs shown by their labels. */
export function runsText(runs: readonly TextRun[]): string {
  let s = '';
  for (const r of runs) s += r.text;
  return s;
}

/** Plain text of any block, cells separated by ` | ` and rows by newlines. */
export function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return runsText(block.runs);
    case 'object':
      return block.object.name ? `[${block.object.kind}: ${block.object.name}]` : `[${block.object.kind}]`;
    case 'table':
      return block.rows
        .map((row) => row.cells.map((cell) => cell.blocks.map(blockText).join('\n')).join(' | '))
        .join('\n');
    case 'shape': {
      const text = block.blocks.map(blockText).join('\n');
      if (text) return text;
      return block.object ? blockText({ type: 'object', object: block.object }) : '';
    }
  }
}
