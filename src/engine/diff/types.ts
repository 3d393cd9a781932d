import type { Locator, RunStyle, TableBlock } from '../model/document';

/** Kinds of change the diff core reports (a subset of the API's ChangeType). */
export type ChangeKind = 'Inserted' | 'Deleted' | 'Modified' | 'Moved' | 'StyleChanged' | 'Resized' | 'MovedAndResized';

export interface StyleChange {
  /**
   * RunStyle property name (`bold`, `italic`, …), a run's `link` target, or a paragraph
   * property (`style`, `alignment`, `list level`, `list format`, or a PARAGRAPH_PROPERTIES name
   * such as `indent left`).
   */
  property: keyof RunStyle | 'style' | 'alignment' | 'list' | 'link' | (string & {});
  oldValue: string;
  newValue: string;
}

/** One side of a change: where in which story, for marking the file and for telling a person. */
export interface ChangeSide {
  /** Story key (`body`, `header:default:1`, …). */
  story: string;
  /** Index path of the block in its story (`[12]`, or `[3, 2, 1, 0]` = table 3, row 2, cell 1, block 0). */
  blockPath: number[];
  /** Character offsets of the changed text inside the paragraph's text, when inside a paragraph. */
  start?: number;
  end?: number;
  locator?: Locator;
}

/** A change found by the diff core, before it becomes the API's ChangeInfo. */
export interface EngineChange {
  kind: ChangeKind;
  /** Text on the source side (deleted or old text); empty for insertions. */
  text: string;
  /** Text on the target side (inserted or new text); empty for deletions. */
  targetText: string;
  /** Human place: `paragraph 12`, `table 1, row 3, column 2`, `header (section 1)`. */
  place: string;
  source?: ChangeSide;
  target?: ChangeSide;
  /**
   * For deleted and moved blocks, rows and columns: where their source content belongs in the
   * target — before the block (row, column) at this path; an index equal to the list's length
   * means at its end. Writers put deleted content back there.
   */
  anchor?: ChangeSide;
  styleChanges?: StyleChange[];
  /**
   * Exact place on a page when the format knows it (PDF words, slide shapes, image regions):
   * 1-based page, page size and the box in points from the top-left. Otherwise a layout
   * estimate is used.
   */
  box?: { page: number; pageWidth: number; pageHeight: number; x: number; y: number; width: number; height: number };
  /** Authors named by the document for this change (tracked-change authors) or the target's name. */
  authors?: string[];
  /**
   * Story key of the footnote or endnote this change adds or removes whole: the change sits at
   * the note's reference mark and its text is the note's.
   */
  note?: string;
  /** What kind of node changed, for writers and reports. */
  unit: 'text' | 'paragraph' | 'table' | 'row' | 'column' | 'cell' | 'object' | 'story';
}

/** Normalised comparison options (the API's Settings mapped to what the diff core needs). */
export interface DiffOptions {
  /** `low` merges words into phrases, `middle` reports words, `high` characters. */
  detailsLevel: 'low' | 'middle' | 'high';
  /** Extra characters that separate words, besides white space. */
  wordSeparators: string;
  /** 0..100; higher pairs less similar blocks as modified instead of deleted + inserted. */
  sensitivity: number;
  detectStyleChanges: boolean;
  compareHeadersFooters: boolean;
  showDeleted: boolean;
  showInserted: boolean;
  /** Report the children of an inserted or deleted table as changes of their own too. */
  markNested: boolean;
  /** Spreadsheets: compare formulas as well as values (default), and how close numbers count as equal. */
  cells?: { compareFormulas?: boolean; numericTolerance?: number };
  /**
   * Settings.CalculateComponentCoordinates: boxes of Office and text documents come from the
   * built-in page layout (the one built-in previews draw) instead of a quick estimate.
   */
  calculateCoordinates?: boolean;
  /** Images of different sizes are compared after scaling to this size (Settings.OriginalSize). */
  originalSize?: { width: number; height: number };
  /**
   * The family's pairing of the columns of a table whose width changed (`widthA`, `widthB`: the
   * most common cell counts of its rows), made before its rows are aligned so that rows compare
   * on the columns both sides keep. Undefined (or no hook) leaves the core's own pairing.
   */
  tableColumns?: (a: TableBlock, b: TableBlock, widthA: number, widthB: number) => TableColumnPairing | undefined;
}

/** Columns paired `[source, target]` (in order on both sides), and those only one side has. */
export interface TableColumnPairing {
  pairs: [number, number][];
  deleted: number[];
  inserted: number[];
}

export const DEFAULT_DIFF_OPTIONS: DiffOptions = {
  detailsLevel: 'middle',
  wordSeparators: '',
  sensitivity: 75,
  detectStyleChanges: true,
  compareHeadersFooters: true,
  showDeleted: true,
  showInserted: true,
  markNested: false,
};
