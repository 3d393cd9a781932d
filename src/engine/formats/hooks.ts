import type { EngineChange } from '../diff/types';
import type { DocumentModel } from '../model/document';
import type { ResultMode } from './writer';

/**
 * The optional part of the family contract: what a family does beyond reading (reader.ts) and
 * writing its results (writer.ts), for the operations that differ by format. The registry hands
 * them out (hooksFor); engine code outside formats/ reaches a family only so, never by importing
 * its files. A hook a format lacks is an operation it does not have: the engine says so, or takes
 * its format-neutral way.
 */
export interface FormatHooks {
  /** Tracked revisions the document carries, listed and accepted or rejected. */
  revisions?: RevisionHooks;
  /** How a three-way merge shows its conflicts in the format's own review tools. */
  mergeConflicts?: MergeConflictHooks;
  /** How many pages the document says it has, without laying it out (a PDF's page tree). */
  pageCount?(bytes: Uint8Array, password?: string): Promise<number>;
  /**
   * The finished result protected by the format's own encryption. `openWith`: the password the
   * result opens with already, if any.
   */
  encrypt?(bytes: Uint8Array, password: string, openWith?: string): Promise<Uint8Array>;
  /** Where the words of a document of this format sit: what changes are anchored by in a rendering. */
  anchor?: AnchorHooks;
}

/** The API's RevisionInfo types. */
export type RevisionType = 'Insertion' | 'Deletion' | 'FormatChange' | 'StyleDefinitionChange' | 'Moving';

export type RevisionDecision = 'accept' | 'reject' | 'keep';

/** One revision as a reviewer sees it in the editor's list. */
export interface RevisionRecord {
  type: RevisionType;
  text: string;
  author?: string;
}

export interface RevisionHooks {
  /** The revisions, in the order that gives them their Ids. */
  list(bytes: Uint8Array): Promise<RevisionRecord[]>;
  /** How many revisions `list` would give. */
  count(bytes: Uint8Array): Promise<number>;
  /**
   * The document with its revisions settled: `all` settles every one alike; otherwise (and for a
   * family that settles them one by one anyway) `decisions(count)` gives one per revision in Id
   * order, and throws on a request that names a revision the document does not have.
   */
  apply(
    bytes: Uint8Array,
    all: 'accept' | 'reject' | undefined,
    decisions: (count: number) => RevisionDecision[],
  ): Promise<Uint8Array>;
}

/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
export const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' } as const;

/** A merged document, written and read back. */
export interface ConflictSide {
  bytes: Uint8Array;
  document: DocumentModel;
  fileName?: string;
}

/** What a family marks conflicts from, and the engine's writing and diffing to do it with. */
export interface ConflictMarking {
  format: string;
  /** The merge with every conflict resolved ours' way, and theirs' way. */
  oursWins: ConflictSide;
  theirsWin: ConflictSide;
  /** The diff core's changes from oursWins to theirsWin. */
  changes: readonly EngineChange[];
  /** What the comment on each conflict says. */
  note: string;
  date: Date;
  /** A result of the format's writer; its tracked changes and notes by `author` (the merge's note author when not given). */
  write(
    mode: ResultMode,
    source: ConflictSide,
    target: ConflictSide,
    changes: readonly EngineChange[],
    author?: string,
  ): Promise<Uint8Array>;
  /** The diff core's changes between two of the documents (a view written the other way round). */
  diff(source: ConflictSide, target: ConflictSide): Promise<EngineChange[]>;
}

/** The conflict view, and the two documents it was written from (its validation excuses their flaws). */
export interface MarkedConflicts {
  bytes: Uint8Array;
  source: Uint8Array;
  target: Uint8Array;
}

export interface MergeConflictHooks {
  /** The conflict view; undefined leaves the engine's: a styled result with changed shapes framed. */
  mark(input: ConflictMarking): Promise<MarkedConflicts | undefined>;
  /** The merged document as handed back, from what was written and ours (CSV keeps ours' line endings). */
  finish?(merged: Uint8Array, ours: Uint8Array, format: string): Promise<Uint8Array>;
}

/** A word of a document's page, in points from the page's top-left corner. */
export interface PageWord {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageWords {
  pages: { width: number; height: number }[];
  /** Every word in reading order, page after page. */
  words: PageWord[];
}

export interface AnchorHooks {
  /** The words of every page. */
  words(bytes: Uint8Array): Promise<PageWords>;
}
