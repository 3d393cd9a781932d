import { diffDocuments } from './diff/compare';
import type { DiffOptions, EngineChange } from './diff/types';
import { UnsupportedFormatError } from './errors';
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
  const format = detectFormat(input.bytes, input.fileName);
  const reader = await readerFor(format);
  return reader.read(input.bytes, format.key, { ...options, fileName: input.fileName, password: input.password });
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
  const multi = request.targets.length > 1;
  for (const targetInput of request.targets) {
    const target = await readDocument(targetInput);
    warnings.push(...tagWarnings(target, targetInput.fileName));
    const engineChanges = diffDocuments(source, target, options);
    const extra = multi ? [targetInput.fileName ?? `target ${request.targets.indexOf(targetInput) + 1}`] : [];
    changes.push(...toChangeInfos(engineChanges, source, target, changes.length, extra));
  }
  const wanted = request.changeType?.toLowerCase();
  const filtered = !wanted || wanted === 'none' ? changes : changes.filter((c) => c.Type.toLowerCase() === wanted);
  return { changes: filtered.map((c, i) => ({ ...c, Id: i })), warnings };
}

export interface DocumentInfo {
  FileFormat: string;
  Extension: string;
  Size: number;
  PageCount: number;
}

/** The API's info operation: format, extension, size and page count. */
export async function documentInfo(input: InputDocument): Promise<DocumentInfo> {
  const format = detectFormat(input.bytes, input.fileName);
  const document = await readDocument(input);
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
