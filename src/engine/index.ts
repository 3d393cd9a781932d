import { diffDocuments } from './diff/compare';
import type { DiffOptions, EngineChange } from './diff/types';
import { CorruptDocumentError, EngineError, errorMessage, UnsupportedFormatError } from './errors';
import { detectFormat, readerFor, supportedFormats, type FormatDescription } from './formats/registry';
import type { ReadOptions } from './formats/reader';
import { PageLayoutEstimate } from './layout/estimate';
import type { DocumentModel, ReaderWarning } from './model/document';
import { toChangeInfos, type ChangeInfoRecord } from './changeinfo';
import { diffOptionsFromSettings, type ComparisonSettingsInput } from './settings';

/**
 * The engine's entry points: bytes in, records out. No file system, network or environment:
 * the doors (CLI, server, Action, git driver) read files and hand the bytes over.
 */

export interface InputDocument {
  bytes: Uint8Array;
  /** File name (for format detection by extension and for messages). */
  fileName?: string;
  password?: string;
}

export interface DocumentWarning extends ReaderWarning {
  /** The file the warning is about. */
  fileName?: string;
}

export async function readDocument(input: InputDocument, options: Omit<ReadOptions, 'fileName' | 'password'> = {}): Promise<DocumentModel> {
  try {
    const format = detectFormat(input.bytes, input.fileName);
    const reader = await readerFor(format);
    return await reader.read(input.bytes, format.key, { ...options, fileName: input.fileName, password: input.password });
  } catch (error) {
    throw withFileName(error, input.fileName);
  }
}

/**
 * Engine errors get the file's name; anything else a reader throws is a bug met on this input,
 * reported as an unreadable document rather than a stack trace.
 */
function withFileName(error: unknown, fileName: string | undefined): EngineError {
  const engineError = error instanceof EngineError ? error : new CorruptDocumentError(`could not be read (${errorMessage(error)})`);
  if (!engineError.fileName) engineError.fileName = fileName;
  return engineError;
}

export interface CompareResult {
  changes: EngineChange[];
  warnings: DocumentWarning[];
  source: DocumentModel;
  target: DocumentModel;
}

/** Compares two documents and returns the engine's own change records. */
export async function compareFiles(source: InputDocument, target: InputDocument, options: Partial<DiffOptions> = {}): Promise<CompareResult> {
  const [a, b] = await Promise.all([readDocument(source), readDocument(target)]);
  const changes = diffDocuments(a, b, options);
  return { changes, warnings: [...tagWarnings(a, source.fileName), ...tagWarnings(b, target.fileName)], source: a, target: b };
}

export interface ChangesRequest {
  source: InputDocument;
  targets: InputDocument[];
  settings?: ComparisonSettingsInput;
  /** Only changes of this ChangeType (API value, case-insensitive); `None`/absent = all. */
  changeType?: string;
}

export interface ChangesResult {
  changes: ChangeInfoRecord[];
  /** Where each change is, for people (`table 1, row 3, column 2`), parallel to `changes`. */
  places: string[];
  warnings: DocumentWarning[];
}

/**
 * The API's "changes" operation: one source against one or more targets. With several targets
 * each change names its target in Authors, and Ids run on across targets.
 */
export async function listChanges(request: ChangesRequest): Promise<ChangesResult> {
  const options = diffOptionsFromSettings(request.settings);
  const source = await readDocument(request.source);
  const warnings = tagWarnings(source, request.source.fileName);
  const changes: ChangeInfoRecord[] = [];
  const places: string[] = [];
  const multi = request.targets.length > 1;
  for (const [index, targetInput] of request.targets.entries()) {
    const target = await readDocument(targetInput);
    warnings.push(...tagWarnings(target, targetInput.fileName));
    const engineChanges = diffDocuments(source, target, options);
    const extra = multi ? [targetInput.fileName ?? `target ${index + 1}`] : [];
    changes.push(...toChangeInfos(engineChanges, source, target, changes.length, extra));
    places.push(...engineChanges.map((c) => c.place));
  }
  const wanted = request.changeType?.toLowerCase();
  const keep = changes.map((c) => !wanted || wanted === 'none' || c.Type.toLowerCase() === wanted);
  return {
    changes: changes.filter((_, i) => keep[i]).map((c, i) => ({ ...c, Id: i })),
    places: places.filter((_, i) => keep[i]),
    warnings,
  };
}

export interface DocumentInfo {
  FileFormat: string;
  Extension: string;
  Size: number;
  PageCount: number;
}

/** The API's info operation: format, extension, size and page count. */
export async function documentInfo(input: InputDocument): Promise<DocumentInfo> {
  const document = await readDocument(input);
  const format = detectFormat(input.bytes, input.fileName);
  return {
    FileFormat: format.name,
    Extension: `.${format.key === 'code' ? (input.fileName?.split('.').pop() ?? 'txt') : format.key}`,
    Size: input.bytes.length,
    PageCount: new PageLayoutEstimate(document).pages(),
  };
}

/** The API's formats list: one record per extension. */
export function formatsList(): { Extension: string; FileFormat: string }[] {
  return supportedFormats().flatMap((f: FormatDescription) => f.extensions.map((extension) => ({ Extension: extension, FileFormat: f.name })));
}

function tagWarnings(document: DocumentModel, fileName: string | undefined): DocumentWarning[] {
  return document.warnings.map((w) => ({ ...w, fileName }));
}

export { diffDocuments, detectFormat, UnsupportedFormatError };
export type { DiffOptions, EngineChange, DocumentModel, ChangeInfoRecord, ComparisonSettingsInput };
