import type { ChangeInfoRecord, PageSource } from '../engine/changeinfo';

/**
 * The one change list every report renders (terminal, Markdown, HTML): per file, the API's
 * ChangeInfo records with a human place for each. The git driver, `docdelta changes --report`
 * and the GitHub Action build it; renderers only read it.
 */

export type FileStatus = 'modified' | 'added' | 'deleted' | 'renamed';

export interface FileReport {
  /** Path of the old version as the user knows it (`docs/policy.docx`). */
  oldPath: string;
  /** Path of the new version; differs from oldPath for renames. */
  newPath: string;
  status: FileStatus;
  changes: ChangeInfoRecord[];
  /** Where each change is, for people (`table 1, row 3, column 2`), parallel to `changes`. */
  places: string[];
  /**
   * Whose layout each change's page is, parallel to `changes` (`estimate`: the built-in layout's
   * guess at a Word page, shown `~page 3`); absent where it is not known (a remote service).
   */
  pageSources?: PageSource[];
  /** The text around each change in its sentence, parallel to `changes` (null where a whole block changed). */
  contexts?: (ChangeContext | null)[];
  /** Why the file was not compared (an LFS pointer, too large, unsupported); changes are empty then. */
  note?: string;
  /** Reader warnings, one line each. */
  warnings?: string[];
  /** Both versions' pages with the changes' frames on them, for the HTML report's document view. */
  view?: DocumentView;
}

/** One rendered page of a version in the document view. */
export interface ViewPage {
  /** 1-based page (sheet, slide) number. */
  page: number;
  /** Pixels of the image. */
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Uint8Array;
}

/** A change's frame on one version's page, as fractions (0–1) of that page's width and height. */
export interface ViewFrame {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Both versions of a document as pages side by side: `rows` pairs the pages that hold the same
 * content (an index into `old`/`new`, or null opposite a deleted or inserted page), and `frames`
 * puts each change, parallel to the file's changes, on one or both sides.
 */
export interface DocumentView {
  /** Which renderer drew the pages (`builtin`, `pdf`, `libreoffice`, `image`). */
  renderer: string;
  old: ViewPage[];
  new: ViewPage[];
  rows: [oldIndex: number | null, newIndex: number | null][];
  frames: { old?: ViewFrame; new?: ViewFrame }[];
  /** Cells around each spreadsheet change, parallel to the file's changes (null elsewhere). */
  grids?: (CellGrid | null)[];
}

/** A few cells around a changed cell, in both versions: row and column headings and values. */
export interface CellGrid {
  sheet: string;
  columns: string[];
  rows: { row: number; old: string[]; new: string[] }[];
  /** The changed cell's place in the grid. */
  focus: { row: number; column: number };
}

/**
 * A rendered page image embedded in HTML reports as a data: URI: one side's page, the redline's
 * page (or the part of it around the changes), or old and new pages side by side.
 */
export interface PreviewImage {
  /** Which file of the report (its newPath). */
  path: string;
  side: 'old' | 'new' | 'redline' | 'pair';
  page: number;
  mimeType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  bytes: Uint8Array;
  /** Relative link to the whole page's image beside the report, when this one is a crop. */
  href?: string;
}

/**
 * The words around a change: `before`/`after` for the inline view (in the version that holds the
 * change), and each version's own around it for the side-by-side view.
 */
export interface ChangeContext {
  before: string;
  after: string;
  source?: { before: string; after: string };
  target?: { before: string; after: string };
}

export type { ChangeInfoRecord };
