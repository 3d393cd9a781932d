import type { ZipArchive } from '../archive/zip';
import type { EngineChange } from '../diff/types';
import type { DocumentModel, ReaderWarning } from '../model/document';

/**
 * Result writers: one per family, next to its reader. A writer produces the result document in
 * the source's own format from the target's bytes, the source's bytes, both models and the
 * change list the diff core produced for them.
 *
 * Modes:
 * - `styled`: the target with deleted content put back where it was and every change marked
 *   with the ItemsStyle colours and separators (the API's default result);
 * - `tracked`: the differences as the format's own revisions (Word `w:ins`/`w:del`/`w:moveFrom`/
 *   `w:moveTo`/`w:rPrChange`, ODF `text:tracked-changes`) that the editor can accept or reject;
 * - `clean`: no markup; each change is applied (kept as in the target) unless its index is in
 *   `rejected`, which reverts it to the source's content (the API's updates operation).
 * In `tracked` mode `rejected` changes are reverted too and the others stay as revisions.
 */

export type ResultMode = 'styled' | 'tracked' | 'clean';

/** How one kind of change is marked in a styled result (resolved from the API's ItemsStyle). */
export interface ItemStyle {
  /** `RRGGBB` upper-case hex, or undefined for "leave as is". */
  fontColor?: string;
  highlightColor?: string;
  bold: boolean;
  italic: boolean;
  strikeThrough: boolean;
  underline: boolean;
  beginSeparator: string;
  endSeparator: string;
}

export interface ResultOptions {
  mode: ResultMode;
  /** Indexes (= ChangeInfo Ids) of changes to revert to the source (clean and tracked modes). */
  rejected: ReadonlySet<number>;
  inserted: ItemStyle;
  deleted: ItemStyle;
  /** Style for modified and style-changed content (the API's ChangedItemsStyle). */
  changed: ItemStyle;
  showDeleted: boolean;
  showInserted: boolean;
  /** Append a page that counts changes by type and lists them. */
  summaryPage: boolean;
  /** Mark the children of an inserted or deleted table/list one by one. */
  markNested: boolean;
  /** Frame changed shapes and images (UseFramesForDelInsElements / MarkChangedContent). */
  frames: boolean;
  /** Page size of the result in points, when asked for (PaperSize other than Default). */
  paperSize?: { width: number; height: number };
  /** Core properties of the result; absent fields keep the target's. */
  metadata: { author?: string; lastModifiedBy?: string; company?: string };
  /** Revision author for tracked changes. */
  author: string;
  /** Revision date for tracked changes, ISO 8601 without milliseconds (`2026-01-31T12:00:00Z`). */
  date: string;
}

export interface ResultInput {
  format: string;
  /** `archive`: the package opened from `bytes` when the input was read; writers edit it rather than open the bytes again. */
  source: { bytes: Uint8Array; document: DocumentModel; fileName?: string; archive?: ZipArchive };
  /**
   * `password`: what the target was opened with; the PDF writer needs it to add its update to an
   * encrypted target (Office targets come decrypted).
   */
  target: { bytes: Uint8Array; document: DocumentModel; fileName?: string; password?: string; archive?: ZipArchive };
  /** The diff core's changes for these two documents, in order; a change's index is its Id. */
  changes: readonly EngineChange[];
  options: ResultOptions;
}

export interface ResultOutput {
  bytes: Uint8Array;
  /** The archive of `bytes`, when the writer opened one to check its own result: validation reads it instead of reopening. */
  archive?: ZipArchive;
  /** What the writer could not mark or apply (e.g. a change in a part it does not write). */
  warnings: ReaderWarning[];
}

export interface ResultWriter {
  /** Format keys this writer writes. */
  formats: readonly string[];
  write(input: ResultInput): Promise<ResultOutput>;
  /**
   * Checks a written file before success is reported: well-formed parts, consistent package
   * relationships and content types, unique ids, no dangling references. Throws a
   * CorruptDocumentError naming the first problem. `inputs` are the documents the result was
   * written from: given them, a writer lets through flaws the result inherited from them (a link
   * the target already had to nothing, an id the source already used twice, a content type
   * naming a part the generator never wrote) and refuses only what it broke itself; without them
   * every flaw is refused. It returns the excused flaws as warnings for the user (see
   * excuseInheritedFlaws in shared/inherited-flaws). The engine reads every result back with
   * its own reader right after (compareToDocument, applyChanges): `validate` need not, unless
   * the reader is how it checks something (the ODS check leaves content.xml's well-formedness
   * to a re-read).
   */
  validate(bytes: Uint8Array, inputs?: ValidationInputs): Promise<ReaderWarning[] | void>;
  /**
   * Several reviewers' copies of one original in one result: the original's package with each
   * reviewer's changes as revisions by that reviewer. Families with a reviewing model have it.
   */
  combine?(input: CombineInput): Promise<ResultOutput>;
}

/** One reviewer's copy of the original, for `combine`. */
export interface CombineReviewer {
  bytes: Uint8Array;
  document: DocumentModel;
  fileName?: string;
  /** The author its revisions carry. */
  author: string;
  /** The diff core's changes from this copy to the original (the copy is the diff's source). */
  changes: readonly EngineChange[];
  /** Indexes of its changes to apply without marks (`clean` mode: the ones applied at all). */
  applied: ReadonlySet<number>;
}

export interface CombineInput {
  format: string;
  /** `password`: what the original was opened with (a PDF's annotations go into its encrypted file). */
  original: { bytes: Uint8Array; document: DocumentModel; fileName?: string; password?: string };
  reviewers: readonly CombineReviewer[];
  options: ResultOptions;
}

/** The documents a result was written from, as the writer was handed them. */
export interface ValidationInputs {
  source?: Uint8Array;
  target?: Uint8Array;
  /** The target's password: a PDF result of an encrypted target opens with it, as the target does. */
  password?: string;
  /**
   * The packages opened from `source` and `target` when they were read, and from the result being
   * validated (`result`), read again here rather than reopened.
   */
  archives?: { source?: ZipArchive; target?: ZipArchive; result?: ZipArchive };
}
