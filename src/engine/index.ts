import { diffDocuments } from './diff/compare';
import { DEFAULT_DIFF_OPTIONS, type DiffOptions, type EngineChange } from './diff/types';
import {
  ArchiveLimitError,
  CorruptDocumentError,
  DamagedPartError,
  errorMessage,
  InvalidOptionsError,
  UnsupportedFormatError,
} from './errors';
import { ZipArchive } from './archive/zip';
import { assertXmlDepth, XmlTooDeepError } from './formats/shared/xml-depth';
import { resultDateFromInputs, resultOptionsFromSettings, type ResultSettingsInput } from './result-settings';
import type { ResultMode, ResultOptions } from './formats/writer';
import {
  detectFormat,
  formatByExtension,
  formatByKey,
  hooksFor,
  supportedFormats,
  writerFor,
  type FormatDescription,
} from './formats/registry';
import { PageLayoutEstimate } from './layout/estimate';
import type { DocumentModel, ReaderWarning } from './model/document';
import { toChangeInfos, type ChangeInfoRecord, type PageSource } from './changeinfo';
import { diffOptionsFromSettings, type ComparisonSettingsInput } from './settings';
import { changeContexts, type ChangeContext } from './layout/context';
import {
  emptyFile,
  openAndRead,
  openInput,
  packageArchive,
  readDocument,
  readOpened,
  withFileName,
  type DocumentWarning,
  type InputDocument,
  type OpenedInput,
} from './read';
import { diffModels } from './diff-models';
import { protectResult } from './protect-result';
// Types only: the modules behind the lazily loaded entry points below stay unloaded until called.
import type * as Revisions from './revisions';
import type * as Combine from './combine';
import type * as Office from './preview/office';
import type { OfficeRunOptions } from './preview/office';

export { emptyDocument, readDocument, type DocumentWarning, type InputDocument } from './read';
export { diffModels } from './diff-models';
export { protectResult } from './protect-result';

/**
 * The engine's entry points: bytes in, records out. No file system, network or environment:
 * the doors (CLI, server, Action, git driver) read files and hand the bytes over.
 */

/** An error about one part of a package, which an input may already have had. */
type PartError = ArchiveLimitError | XmlTooDeepError | DamagedPartError;

function partOf(error: unknown): string | undefined {
  const isPartError =
    error instanceof ArchiveLimitError || error instanceof XmlTooDeepError || error instanceof DamagedPartError;
  return isPartError ? error.part : undefined;
}

/**
 * A writer or validator that meets a flaw in a part an input holds (a part the reader never
 * needed, kept verbatim in the result: over an archive limit, damaged, or nesting past the XML
 * depth limit) met the input's flaw: the error names that input, as the reader's would, instead
 * of passing for a fault of docdelta's or naming no file.
 */
function inputFault(error: unknown, inputs: { bytes: Uint8Array; fileName?: string }[]): PartError | undefined {
  const part = partOf(error);
  if (!part) return undefined;
  for (const input of inputs) {
    try {
      const archive = new ZipArchive(input.bytes);
      if (!archive.has(part)) continue;
      const text = archive.text(part) ?? '';
      if (error instanceof XmlTooDeepError) assertXmlDepth(text, part);
    } catch (inputError) {
      if (partOf(inputError) === part && (inputError as PartError).constructor === (error as PartError).constructor) {
        (inputError as PartError).fileName = input.fileName;
        return inputError as PartError;
      }
    }
  }
  return undefined;
}

async function writeOrBlameInput<T>(
  inputs: { bytes: Uint8Array; fileName?: string }[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw inputFault(error, inputs) ?? error;
  }
}

export interface CompareResult {
  changes: EngineChange[];
  warnings: DocumentWarning[];
  source: DocumentModel;
  target: DocumentModel;
}

/** Compares two documents and returns the engine's own change records. */
export async function compareFiles(
  source: InputDocument,
  target: InputDocument,
  options: Partial<DiffOptions> = {},
): Promise<CompareResult> {
  const [a, b] = await Promise.all([readDocument(source), readDocument(target)]);
  const changes = await diffModels(a, b, { ...DEFAULT_DIFF_OPTIONS, ...options });
  return {
    changes,
    warnings: [
      ...tagWarnings(a, source.fileName),
      ...tagWarnings(b, target.fileName),
      ...familyWarning(a, b, source.fileName, target.fileName),
    ],
    source: a,
    target: b,
  };
}

const FAMILY_NAMES: Record<string, string> = {
  word: 'a word-processing document',
  cells: 'a spreadsheet',
  slides: 'a presentation',
  pdf: 'a PDF',
  text: 'a text file',
  image: 'an image',
  diagram: 'a diagram',
  email: 'an email',
};

/**
 * Documents of two families (a DOCX and a PDF) are compared by their text alone: their
 * structures (sheets and pages, slides and paragraphs) do not pair up. Said once, so a
 * surprising list is not taken for a like-for-like comparison.
 */
function familyWarning(
  source: DocumentModel,
  target: DocumentModel,
  sourceName: string | undefined,
  targetName: string | undefined,
): DocumentWarning[] {
  const a = formatByKey(source.format)?.family;
  const b = formatByKey(target.format)?.family;
  if (!a || !b || a === b) return [];
  const what = (family: string) => FAMILY_NAMES[family] ?? `a ${family} file`;
  const message = `${sourceName ?? 'the source'} is ${what(a)} and ${targetName ?? 'the target'} ${what(b)}: documents of different families are compared by their text alone`;
  return [{ code: 'different-families', message }];
}

export interface ChangesRequest {
  source: InputDocument;
  targets: InputDocument[];
  settings?: ComparisonSettingsInput;
  /** Only changes of this ChangeType (API value, case-insensitive); `None`/absent = all. */
  changeType?: string;
  /**
   * With Settings.CalculateComponentCoordinates: LibreOffice, to find the boxes of Word and
   * OpenDocument text changes in its rendering of both documents instead of the built-in layout.
   */
  office?: OfficeRunOptions;
  /**
   * With `office`: the pages of Word and OpenDocument text changes taken from LibreOffice's
   * layout of both documents even without CalculateComponentCoordinates, so every page printed
   * is a page LibreOffice draws. The door that knows LibreOffice is wanted sets it.
   */
  officePages?: boolean;
}

export interface ChangesResult {
  changes: ChangeInfoRecord[];
  /** Where each change is, for people (`table 1, row 3, column 2`), parallel to `changes`. */
  places: string[];
  /** Whose layout each change's PageInfo.PageNumber is, parallel to `changes`. */
  pageSources: PageSource[];
  warnings: DocumentWarning[];
}

/**
 * The API's "changes" operation: one source against one or more targets. With several targets
 * each change names its target in Authors, and Ids run on across targets.
 */
export async function listChanges(request: ChangesRequest): Promise<ChangesResult> {
  const options = diffOptionsFromSettings(request.settings);
  // The source and the first target are read together: a large PDF's reading then keeps every
  // core busy. The source is awaited first, so its error still wins when both fail.
  // Only the inputs' bytes and formats are wanted after reading (LibreOffice is given them): the
  // parts their readers inflated are freed, as they were when each reader had its own archive.
  const openRead = async (input: InputDocument) => {
    const read = await openAndRead(input);
    read.opened?.archive?.forgetParts();
    return read;
  };
  const reading = openRead(request.source);
  const firstTarget = request.targets.length ? openRead(request.targets[0]) : undefined;
  firstTarget?.catch(() => {});
  const { opened: sourceOpened, model: source } = await reading;
  const warnings = tagWarnings(source, request.source.fileName);
  const changes: ChangeInfoRecord[] = [];
  const places: string[] = [];
  const pageSources: PageSource[] = [];
  const multi = request.targets.length > 1;
  for (const [index, targetInput] of request.targets.entries()) {
    const { opened: targetOpened, model: target } = await (index === 0 && firstTarget
      ? firstTarget
      : openRead(targetInput));
    warnings.push(
      ...tagWarnings(target, targetInput.fileName),
      ...familyWarning(source, target, request.source.fileName, targetInput.fileName),
    );
    let engineChanges = await diffModels(source, target, options);
    const flows = estimatesPages(target);
    let anchored = false;
    if ((options.calculateCoordinates || request.officePages) && request.office && engineChanges.length) {
      const { anchorInLibreOffice, flowsOntoPages } = await import('./layout/rendered');
      // An empty side (the missing half of an added or deleted file) has no pages to anchor in.
      if (
        flowsOntoPages(targetInput, targetOpened?.archive) &&
        sourceOpened &&
        targetOpened &&
        request.source.bytes.length > 0 &&
        targetInput.bytes.length > 0
      ) {
        engineChanges = (
          await anchorInLibreOffice(
            engineChanges,
            { source, target },
            { source: sourceOpened, target: targetOpened },
            request.office,
          )
        ).changes;
        anchored = true;
      }
    }
    const extra = multi ? [targetInput.fileName ?? `target ${index + 1}`] : [];
    changes.push(...toChangeInfos(engineChanges, source, target, changes.length, extra, options.calculateCoordinates));
    places.push(...engineChanges.map((c) => c.place));
    pageSources.push(
      ...engineChanges.map((c): PageSource => (!flows ? 'document' : anchored && c.box ? 'libreoffice' : 'estimate')),
    );
  }
  const wanted = request.changeType?.toLowerCase();
  const keep = changes.map((c) => !wanted || wanted === 'none' || c.Type.toLowerCase() === wanted);
  // Ids stay those of the unfiltered list, so a filtered list can still name changes to apply.
  return {
    changes: changes.filter((_, i) => keep[i]),
    places: places.filter((_, i) => keep[i]),
    pageSources: pageSources.filter((_, i) => keep[i]),
    warnings,
  };
}

/**
 * Whether a document's pages are the engine's estimate: flowing text (Word, OpenDocument text,
 * RTF, plain text and Markdown, email bodies) has no pages of its own until something lays it out.
 */
function estimatesPages(model: DocumentModel): boolean {
  const family = formatByKey(model.format)?.family;
  return family === 'word' || family === 'text' || family === 'email';
}

export interface ResultRequest {
  source: InputDocument;
  target: InputDocument;
  settings?: ComparisonSettingsInput & ResultSettingsInput;
  /** Overrides Settings.WordTrackChanges. */
  mode?: ResultMode;
  /** Revision author (tracked mode). */
  author?: string;
  /**
   * The date tracked changes, notes and annotations carry (SOURCE_DATE_EPOCH, read by the doors).
   * Without it: the target's modified date, else 1980-01-01, so identical inputs give identical bytes.
   */
  date?: Date;
  /** Told each stage as it starts (`read`, `compare`, `write`, `validate`), with a rough fraction done. */
  onProgress?: (stage: string, fraction: number) => void;
}

export interface ResultDocument {
  bytes: Uint8Array;
  /** The changes the result shows, as ChangeInfo (Ids = positions in the full change list). */
  changes: ChangeInfoRecord[];
  places: string[];
  /** The text around each change in its sentence, parallel to `changes` (null for whole blocks), for reports. */
  contexts?: (ChangeContext | null)[];
  warnings: DocumentWarning[];
  /** Extension of the result (the source's format), with the dot. */
  extension: string;
  /** Decision Ids that named no change and were skipped (applyChanges with skipUnknownIds). */
  skippedIds?: number[];
}

/**
 * The API's comparisons operation: the result document (styled redline or tracked changes) in
 * the source's format, written, validated and re-read before it is returned.
 */
export async function compareToDocument(request: ResultRequest): Promise<ResultDocument> {
  return writeResult(
    request,
    resultOptionsFromSettings(request.settings, { mode: request.mode, author: request.author, date: request.date }),
  );
}

export interface ApplyRequest extends ResultRequest {
  /**
   * Decisions by ChangeInfo Id; `Reject` reverts a change to the source, anything else keeps
   * it. Changes the decisions do not name are kept as the target has them.
   */
  decisions: { Id: number; ComparisonAction?: string }[];
  /**
   * Ids that match no change are skipped and listed in `skippedIds` (what the API's clients
   * expect when a comparison finds fewer changes than they planned for) instead of failing.
   */
  skipUnknownIds?: boolean;
}

/**
 * The API's updates operation: the target with rejected changes reverted to the source's
 * content and all others kept; clean unless tracked mode is asked for.
 */
export async function applyChanges(request: ApplyRequest): Promise<ResultDocument> {
  const rejected = new Set<number>();
  for (const decision of request.decisions) {
    if (String(decision.ComparisonAction ?? 'None').toLowerCase() === 'reject') rejected.add(decision.Id);
  }
  const mode = request.mode ?? (request.settings?.WordTrackChanges ? 'tracked' : 'clean');
  const options = resultOptionsFromSettings(request.settings, {
    mode,
    rejected,
    author: request.author,
    date: request.date,
  });
  return writeResult(
    request,
    options,
    request.decisions.map((d) => d.Id),
    request.skipUnknownIds ?? false,
  );
}

async function writeResult(
  request: ResultRequest,
  options: ResultOptions,
  knownIds: number[] = [],
  skipUnknownIds = false,
): Promise<ResultDocument> {
  const progress = request.onProgress ?? (() => {});
  const diffOptions = diffOptionsFromSettings(request.settings);
  progress('read', 0);
  for (const side of [request.source, request.target])
    if (!side.bytes.length)
      throw new InvalidOptionsError(`${side.fileName ?? 'a document'} is empty (0 bytes): a result document needs two`);
  // Each input is opened once: the reader, the writer and the validation read its archive. Writers
  // edit the package itself, so protected inputs are decrypted there (the reads prove the passwords
  // right), and PasswordSaveOption protects the result again.
  const [{ opened: sourceOpened, model: source }, { opened: targetOpened, model: target }] = await Promise.all([
    openAndRead(request.source),
    openAndRead(request.target),
  ]);
  // Empty inputs were refused above, and only an empty one is read without being opened.
  if (!sourceOpened || !targetOpened) throw new InvalidOptionsError('a result document needs two documents');
  const { bytes: sourceBytes, format } = sourceOpened;
  const { bytes: targetBytes, format: targetFormat } = targetOpened;
  if (format.family !== targetFormat.family || (format.key === 'odt') !== (targetFormat.key === 'odt')) {
    throw new InvalidOptionsError(
      `a result document needs two documents of one format; got ${format.key} and ${targetFormat.key}`,
    );
  }
  options.metadata = resultMetadata(request.settings, source, options.metadata);
  if (!request.date) options.date = resultDateFromInputs(target.metadata.modified);
  const writer = await writerFor(format);
  if (!writer) throw new UnsupportedFormatError(`result documents in ${format.key} are not available yet`);
  progress('compare', 0.3);
  const changes = await diffModels(source, target, diffOptions);
  const unknown = [...new Set(knownIds.filter((id) => !Number.isInteger(id) || id < 0 || id >= changes.length))];
  if (unknown.length && skipUnknownIds) {
    options.rejected = new Set([...options.rejected].filter((id) => !unknown.includes(id)));
  } else if (unknown.length) {
    throw new InvalidOptionsError(
      `unknown change Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the comparison has ${changes.length} change${changes.length === 1 ? '' : 's'}, Ids 0–${Math.max(0, changes.length - 1)})`,
    );
  }
  progress('write', 0.5);
  const inputs = [
    { bytes: targetBytes, fileName: request.target.fileName },
    { bytes: sourceBytes, fileName: request.source.fileName },
  ];
  const output = await writeOrBlameInput(inputs, () =>
    writer.write({
      format: format.key,
      source: {
        bytes: sourceBytes,
        document: source,
        fileName: request.source.fileName,
        archive: sourceOpened.archive,
      },
      target: {
        bytes: targetBytes,
        document: target,
        fileName: request.target.fileName,
        password: request.target.password,
        archive: targetOpened.archive,
      },
      changes,
      options,
    }),
  );
  progress('validate', 0.8);
  let inherited: ReaderWarning[];
  // The result too is opened once, by its writer's own check or here, for validation and the re-read.
  const resultArchive = output.archive?.isOpenedFrom(output.bytes) ? output.archive : packageArchive(output.bytes);
  try {
    inherited =
      (await writer.validate(output.bytes, {
        source: sourceBytes,
        target: targetBytes,
        password: request.target.password,
        archives: { source: sourceOpened.archive, target: targetOpened.archive, result: resultArchive },
      })) ?? [];
    // A PDF result is the target plus an update: an encrypted target's result opens with its password.
    const written = {
      bytes: output.bytes,
      fileName: `result.${format.key}`,
      password: format.family === 'pdf' ? request.target.password : undefined,
    };
    await readOpened(await openInput(written, undefined, resultArchive));
  } catch (error) {
    const blamed = inputFault(error, inputs);
    if (blamed) throw blamed;
    const failure = new CorruptDocumentError(
      `the written result failed validation, nothing was saved (${errorMessage(error)})`,
    );
    failure.writerBug = true;
    throw failure;
  }
  const warnings: DocumentWarning[] = [
    ...tagWarnings(source, request.source.fileName),
    ...tagWarnings(target, request.target.fileName),
    ...output.warnings,
    ...inherited,
  ];
  const bytes = await protectResult(output.bytes, format, request, warnings);
  progress('done', 1);
  return {
    bytes,
    changes: toChangeInfos(changes, source, target, 0, [], diffOptions.calculateCoordinates),
    places: changes.map((c) => c.place),
    contexts: changeContexts(changes, source, target).map((c) => c ?? null),
    warnings,
    extension: `.${format.key === 'code' ? 'txt' : format.key}`,
    ...(unknown.length ? { skippedIds: unknown } : {}),
  };
}

/**
 * Settings.CloneMetadata decides whose core properties the result keeps; MetaData's fields,
 * when given, win over the cloned ones. Target (and Default) keep the target's as they are.
 */
function resultMetadata(
  settings: ResultSettingsInput | undefined,
  source: DocumentModel,
  given: ResultOptions['metadata'],
): ResultOptions['metadata'] {
  const clone = String(settings?.CloneMetadata ?? 'Default').toLowerCase();
  if (!['default', 'target', 'source', 'fileauthor'].includes(clone)) {
    throw new InvalidOptionsError(
      `CloneMetadata '${settings?.CloneMetadata}' is not one of Default, Source, Target, FileAuthor`,
    );
  }
  if (clone === 'source') {
    return {
      author: given.author ?? source.metadata.author ?? '',
      lastModifiedBy: given.lastModifiedBy ?? source.metadata.lastModifiedBy ?? '',
      company: given.company ?? source.metadata.company,
    };
  }
  if (clone === 'fileauthor') {
    // The result is authored by whoever MetaData names (the caller), not by either input's author.
    return {
      author: given.author ?? '',
      lastModifiedBy: given.lastModifiedBy ?? given.author ?? '',
      company: given.company,
    };
  }
  return given;
}

export interface DocumentInfo {
  FileFormat: string;
  Extension: string;
  Size: number;
  PageCount: number;
}

export interface DocumentInfoOptions {
  /**
   * LibreOffice, when previews are drawn by it: a Word or OpenDocument text's page count is then
   * the number of pages it renders (the pages a preview has), not the count the file stores
   * (Word's, at its last save, with Word's fonts) or the built-in layout's estimate.
   */
  office?: OfficeRunOptions;
}

/** The API's info operation: format, extension, size and page count. */
export async function documentInfo(input: InputDocument, options: DocumentInfoOptions = {}): Promise<DocumentInfo> {
  let format: FormatDescription;
  let pages: number;
  const empty = emptyFile(input);
  if (empty) {
    // The missing side of an added or deleted file, as readDocument reads it.
    const named = formatByExtension(input.fileName)!;
    return {
      FileFormat: named.name,
      Extension: `.${named.key}`,
      Size: 0,
      PageCount: new PageLayoutEstimate(empty).pages(),
    };
  }
  try {
    const opened = await openInput(input);
    format = opened.format;
    pages =
      (options.office && format.family === 'word' && (await renderedPageCount(opened.bytes, format, options.office))) ||
      (await pageCount(opened));
  } catch (error) {
    throw withFileName(error, input.fileName);
  }
  return {
    FileFormat: format.name,
    Extension: `.${format.key === 'code' ? (input.fileName?.split('.').pop() ?? 'txt') : format.key}`,
    Size: input.bytes.length,
    PageCount: pages,
  };
}

/**
 * A PDF says how many pages it has in its page tree; other documents are read and laid out. A
 * document with nothing to lay out (a deck without slides) still has one page: LibreOffice and
 * the built-in layout both draw it as one blank page, and previews show that page.
 */
async function pageCount(opened: OpenedInput): Promise<number> {
  const { input, format } = opened;
  if (format.key === 'pdf') {
    const { pageCount: stated } = await hooksFor(format);
    if (stated) return stated(input.bytes, input.password);
  }
  return Math.max(1, new PageLayoutEstimate(await readOpened(opened)).pages());
}

/**
 * Pages of LibreOffice's rendering of a flowing document; undefined when LibreOffice cannot
 * render it (the stored or estimated count stands in).
 */
async function renderedPageCount(
  bytes: Uint8Array,
  format: FormatDescription,
  office: OfficeRunOptions,
): Promise<number | undefined> {
  const [{ convertToPdf }, { pageCount: pdfPageCount }] = await Promise.all([
    import('./preview/office'),
    hooksFor(formatByKey('pdf')!),
  ]);
  try {
    const [pdf] = await convertToPdf([{ bytes, fileName: `document.${format.key}` }], {
      ...office,
      pagination: 'preview',
    });
    return await pdfPageCount?.(pdf);
  } catch {
    return undefined;
  }
}

/** The API's formats list: one record per extension. */
export function formatsList(): { Extension: string; FileFormat: string }[] {
  return supportedFormats().flatMap((f: FormatDescription) =>
    f.extensions.map((extension) => ({ Extension: extension, FileFormat: f.name })),
  );
}

function tagWarnings(document: DocumentModel, fileName: string | undefined): DocumentWarning[] {
  return document.warnings.map((w) => ({ ...w, fileName }));
}

/*
 * The rest of the engine's surface for the doors (src/action, src/cli, src/git, src/server,
 * src/service), which import nothing else of the engine (a lint rule keeps it so). Heavy parts
 * come as loaders, so that a door's start-up never loads them: page images (pdf.js, sharp,
 * canvas), three-way merging, the revisions operations.
 */
export { diffDocuments, detectFormat, UnsupportedFormatError };
export {
  ArchiveLimitError,
  CorruptDocumentError,
  EngineError,
  errorMessage,
  InvalidOptionsError,
  PasswordRequiredError,
  WrongPasswordError,
} from './errors';
export { formatByExtension, formatByKey, supportedFormats, type FormatDescription } from './formats/registry';
/** The translation service edits .resx files with the engine's XML parser and bundles them with its one ZIP writer. */
export { zipFiles } from './archive/zip-writer';
/** The Action reads a fork's comment artifact with the same bounded ZIP reader. */
export { looksLikeZip, ZipArchive } from './archive/zip';
export type { Document as XmlDocument } from './formats/package/xml-dom';
/**
 * The XML DOM (parseXml, serializeXml), loaded on first use: xmldom's evaluation (its entity
 * tables) cost a tenth of `changes` on a Word pair when it was loaded with the engine.
 */
export const loadXmlDom = () => import('./formats/package/xml-dom');
/** The API's CSV/TSV conversion reads delimited text as the cells reader does: linear and bounded. */
export { parseDelimited } from './formats/registry';
export { isCompoundFile, unlockOfficeDocument } from './crypto/ooxml';
export { resultOptionsFromSettings, type ResultSettingsInput } from './result-settings';
export { compareVersions, type VersionsComparison } from './versions';
export { describeByteDifference } from './byte-difference';
export { findSoffice, SOFFICE_HINT } from './preview/soffice';
export { checkDocumentLimits } from './preflight';
export { killOfficeGroup, type OfficeEvent, watchOfficeProcesses } from './preview/office-processes';
export type { OfficeRunOptions };
/** Conversions through LibreOffice, loaded on first use (child_process stays unloaded until then). */
export async function convertToPdf(...args: Parameters<typeof Office.convertToPdf>) {
  officeLoaded = true;
  return (await import('./preview/office')).convertToPdf(...args);
}

export async function convertWithOffice(...args: Parameters<typeof Office.convertWithOffice>) {
  officeLoaded = true;
  return (await import('./preview/office')).convertWithOffice(...args);
}

let officeLoaded = false;

/** Stops the warm soffice processes this thread's conversions keep (a server closing); nothing when it made none. */
export async function stopWarmOffice(): Promise<void> {
  if (officeLoaded) await (await import('./preview/office')).stopWarmOffice();
}
export type { ChangeContext } from './layout/context';
export type { ReaderWarning } from './model/document';
export type { MergeResult } from './merge/index';
/** Page images, side-by-side pages and the redline's changed pages; with them pdf.js, sharp and canvas. */
export const loadPreviews = () => import('./preview/index');
/** Three-way merging of documents (the merge driver). */
export const loadMerge = () => import('./merge/index');
/** The API's revisions operations (tracked changes of Word and OpenDocument text), loaded on first use. */
export async function listRevisions(...args: Parameters<typeof Revisions.listRevisions>) {
  return (await import('./revisions')).listRevisions(...args);
}

/** Several targets in one result document (each target's changes as its author's revisions), loaded on first use. */
export async function combineToDocument(...args: Parameters<typeof Combine.combineToDocument>) {
  return (await import('./combine')).combineToDocument(...args);
}
export type { CombinedDocument, CombineConflict, CombineRequest } from './combine';

export async function applyRevisions(...args: Parameters<typeof Revisions.applyRevisions>) {
  return (await import('./revisions')).applyRevisions(...args);
}
/** How many threads read a large PDF's pages (a process that already runs one engine per core sets 1). */
export { configurePdfExtraction } from './formats/registry';
/** How the engine's worker threads are started, built or from sources (the server's engine pool starts its own so). */
export { workerStarter } from './formats/shared/worker-starter';
/** How many threads read the two workbooks of a comparison (a process that already runs one engine per core sets 1). */
export { configureCellsReading } from './formats/registry';
export type { DiffOptions, EngineChange, DocumentModel, ChangeInfoRecord, ComparisonSettingsInput, PageSource };
