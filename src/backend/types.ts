import type { ChangeInfoRecord, PageSource } from '../engine/index';
import type { ChangeInfo, Format, InfoResult, RevisionInfo, SettingsInput } from '../model/records';

/** A document handed to a backend: its bytes and the name its format is detected by. */
export interface BackendDocument {
  bytes: Uint8Array;
  fileName: string;
  password?: string;
}

/** Something a reader did not understand, tagged with the file it is about. */
export interface BackendWarning {
  code?: string;
  message: string;
  fileName?: string;
}

export interface BackendResult {
  bytes: Uint8Array;
  /** Extension of the result, with the dot (the source's format). */
  extension: string;
  /** The changes the result shows; given by compare and applyChanges. */
  changes?: ChangeInfo[];
  /** Reader and writer warnings; a remote service reports none. */
  warnings?: BackendWarning[];
  /** applyRevisions: revisions still tracked in the result. */
  remaining?: number;
  /** Where each change is, for people, parallel to `changes` (local only: the API's ChangeInfo has no place). */
  places?: string[];
  /** The text around each change in its sentence, parallel to `changes` (local only). */
  contexts?: ChangeContext[];
}

export interface CombinedResult extends BackendResult {
  /** Changes of two targets to the same words (local only: the API has no such record). */
  conflicts?: {
    place: string;
    ids: number[];
    text: string;
    versions: { author: string; target: string; text: string }[];
  }[];
  /** The author each target's changes carry (local only). */
  authors?: string[];
}

/** The words before and after a change in its sentence; null where a whole block changed. */
export type ChangeContext = { before: string; after: string } | null;

/** Two versions of one file as git and a pull request see them: either may be missing (added, deleted). */
export interface VersionsRequest {
  before?: BackendDocument;
  after?: BackendDocument;
  settings?: SettingsInput;
  /** Boxes from the built-in layout, for previews (local only; a service gives its own coordinates). */
  precise?: boolean;
  /**
   * Local only: with `auto` (when installed) or `libreoffice`, the boxes of Word and OpenDocument
   * changes are found in LibreOffice's rendering of both versions, returned as `rendered`.
   */
  office?: 'auto' | 'libreoffice' | 'builtin';
}

export interface VersionsReport {
  /** Complete records (a service may leave out empty fields; they are filled in). */
  changes: ChangeInfoRecord[];
  /** Parallel to `changes`; empty from a remote backend (the API's ChangeInfo has no place). */
  places: string[];
  /** Parallel to `changes` (local only). */
  contexts?: ChangeContext[];
  /** Reader warnings, one line each, naming the file (a remote service reports none). */
  warnings: string[];
  /** With `office`: LibreOffice's PDFs of both versions, the pages the boxes were found on. */
  rendered?: { source: Uint8Array; target: Uint8Array };
}

export interface PreviewPageResult {
  pageNumber: number;
  bytes: Uint8Array;
  /** Pixels of the image (read from its header when it came from a service). */
  width?: number;
  height?: number;
}

export interface ChangesReport {
  changes: ChangeInfo[];
  /**
   * Where each change is, for people (`table 1, row 3, column 2`), parallel to `changes`. Only
   * the in-process engine knows places; the API's ChangeInfo has no such field, so a remote
   * backend leaves this out.
   */
  places?: string[];
  /**
   * Whose layout each change's page is, parallel to `changes` (local only): the document's own,
   * LibreOffice's, or the built-in estimate that no renderer draws exactly.
   */
  pageSources?: PageSource[];
  warnings: BackendWarning[];
}

export type ProgressListener = (stage: string, fraction: number) => void;

export interface ChangesRequest {
  source: BackendDocument;
  targets: BackendDocument[];
  settings?: SettingsInput;
  changeType?: string;
  /**
   * Whose layout gives Word and OpenDocument changes their pages (local only): LibreOffice's
   * when installed (`auto`) or always (`libreoffice`), else the built-in estimate (`builtin`).
   * Absent: the estimate unless CalculateComponentCoordinates asks for LibreOffice's boxes.
   */
  office?: 'auto' | 'libreoffice' | 'builtin';
}

/**
 * The one interface the CLI, the git driver and the Action call. `local` runs the engine in
 * this process; `remote` runs the same operations on a comparison service over HTTP. Both
 * answer with the API's records (canonical PascalCase), so output does not depend on which.
 * Options the API cannot carry (a revision author, the Office renderer) are refused by the
 * remote backend with an InvalidOptionsError rather than silently dropped.
 */
export interface Backend {
  readonly kind: 'local' | 'remote';
  formats(): Promise<Format[]>;
  info(document: BackendDocument): Promise<InfoResult>;
  listChanges(request: ChangesRequest): Promise<ChangeInfo[]>;
  /** listChanges with places (local only) and reader warnings. */
  changesReport(request: ChangesRequest): Promise<ChangesReport>;
  /**
   * The changes between two versions, either of which may be missing: a missing side is an
   * empty document of the other's format, so an added file is wholly inserted and a deleted one
   * wholly deleted. Remotely the missing side is sent as a zero-byte file of the same name.
   */
  compareVersions(request: VersionsRequest): Promise<VersionsReport>;
  compare(request: {
    source: BackendDocument;
    target: BackendDocument;
    settings?: SettingsInput;
    /** Overrides Settings.WordTrackChanges. */
    mode?: 'styled' | 'tracked';
    /** Author of tracked revisions (local only). */
    author?: string;
    /** Date of tracked revisions and notes (local only; SOURCE_DATE_EPOCH). */
    date?: Date;
    /** Also return the result's changes (a remote backend asks the service for them separately). */
    withChanges?: boolean;
    onProgress?: ProgressListener;
  }): Promise<BackendResult>;
  applyChanges(request: {
    source: BackendDocument;
    target: BackendDocument;
    settings?: SettingsInput;
    decisions: { Id: number; ComparisonAction?: string }[];
    mode?: 'clean' | 'tracked';
    author?: string;
    date?: Date;
    withChanges?: boolean;
    onProgress?: ProgressListener;
  }): Promise<BackendResult>;
  /**
   * One source and several targets in one result: each target's changes as tracked changes by
   * that target's author (Word). With decisions (per-target change Ids, as `changes` numbers
   * them across targets) rejected changes are left out; `clean` applies the rest without marks.
   */
  combine(request: {
    source: BackendDocument;
    targets: BackendDocument[];
    settings?: SettingsInput;
    decisions?: { Id: number; ComparisonAction?: string }[];
    mode?: 'clean' | 'tracked';
    date?: Date;
  }): Promise<CombinedResult>;
  listRevisions(document: BackendDocument): Promise<RevisionInfo[]>;
  applyRevisions(request: {
    document: BackendDocument;
    acceptAll?: boolean;
    rejectAll?: boolean;
    revisions?: { Id: number; Action?: string }[];
    /** PasswordSaveOption and Password (local only: the API's ApplyRevisionsOptions has no Settings). */
    settings?: { PasswordSaveOption?: string; Password?: string };
  }): Promise<BackendResult>;
  previews(request: PreviewRequest): Promise<PreviewPageResult[]>;
  /** previews with the renderer's warnings. */
  renderPreviews(request: PreviewRequest): Promise<{ pages: PreviewPageResult[]; warnings: BackendWarning[] }>;
}

export interface PreviewRequest {
  document: BackendDocument;
  format: 'png' | 'jpeg' | 'bmp';
  pages?: number[];
  width?: number;
  height?: number;
  /** How Office documents are drawn (local only: a service chooses its own renderer). */
  office?: 'auto' | 'libreoffice' | 'builtin';
  soffice?: string;
}
