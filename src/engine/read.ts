import { unlockOfficeDocument } from './crypto/ooxml';
import { CorruptDocumentError, EngineError, errorMessage } from './errors';
import { missingMimetypeWarning, withOdfMimetype } from './formats/package/odf-type';
import type { ReadOptions } from './formats/reader';
import { detectFormat, formatByExtension, readerFor } from './formats/registry';
import type { DocumentModel, ReaderWarning } from './model/document';

/**
 * One document read into the common model, the step every operation starts with: kept apart from
 * the entry point (index.ts) so the operations it loads lazily import this, not the entry point.
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

export async function readDocument(
  input: InputDocument,
  options: Omit<ReadOptions, 'fileName' | 'password'> = {},
): Promise<DocumentModel> {
  try {
    const empty = emptyFile(input);
    if (empty) return empty;
    const opened = withOdfMimetype(input.bytes);
    const bytes = await unlockOfficeDocument(opened.bytes, input.password);
    const format = detectFormat(bytes, input.fileName);
    const reader = await readerFor(format);
    const model = await reader.read(bytes, format.key, {
      ...options,
      fileName: input.fileName,
      password: input.password,
    });
    if (opened.mediaType) model.warnings.push(missingMimetypeWarning(opened.mediaType));
    return model;
  } catch (error) {
    throw withFileName(error, input.fileName);
  }
}

/**
 * A zero-byte file named as a package format (`new.docx`) is that format's empty document, with
 * a warning: git's `/dev/null` side of an added or deleted file, and how a remote backend sends
 * that missing side to a service. Text formats read zero bytes as empty text already.
 */
export function emptyFile(input: InputDocument): DocumentModel | undefined {
  if (input.bytes.length) return undefined;
  const format = formatByExtension(input.fileName);
  if (!format || format.family === 'text' || ['csv', 'tsv', 'eml'].includes(format.key)) return undefined;
  const message = 'the file is empty (0 bytes); compared as an empty document';
  return { ...emptyDocument(format.key), warnings: [{ code: 'empty-file', message }] };
}

/** A document with nothing in it, in the given format: the missing side of an added or deleted file. */
export function emptyDocument(format: string): DocumentModel {
  return { format, stories: [{ kind: 'body', key: 'body', label: 'body', blocks: [] }], metadata: {}, warnings: [] };
}

/**
 * Engine errors get the file's name; anything else a reader throws is a bug met on this input,
 * reported as an unreadable document rather than a stack trace.
 */
export function withFileName(error: unknown, fileName: string | undefined): EngineError {
  const engineError =
    error instanceof EngineError ? error : new CorruptDocumentError(`could not be read (${errorMessage(error)})`);
  if (!engineError.fileName) engineError.fileName = fileName;
  return engineError;
}
