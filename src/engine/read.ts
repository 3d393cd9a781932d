import { looksLikeZip, ZipArchive, type ArchiveLimits } from './archive/zip';
import { unlockOfficeDocument } from './crypto/ooxml';
import { CorruptDocumentError, EngineError, errorMessage } from './errors';
import { missingMimetypeWarning, withOdfMimetype } from './formats/package/odf-type';
import type { ReadOptions } from './formats/reader';
import { detectFormat, formatByExtension, readerFor, type FormatDescription } from './formats/registry';
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

/**
 * An input as every step of an operation meets it, opened once: its package's archive is read by
 * the format's detection, the reader, the result writer and the result's validation alike, so no
 * step opens the bytes again.
 */
export interface OpenedInput {
  input: InputDocument;
  /** The bytes readers and writers read: decrypted, and an OpenDocument package given the `mimetype` it lacked. */
  bytes: Uint8Array;
  format: FormatDescription;
  /** The archive opened from `bytes`; absent when they are no package (or one that does not open). */
  archive?: ZipArchive;
  /** The media type an OpenDocument package without a `mimetype` entry was read as. */
  missingMimetype?: string;
}

/**
 * Unlocks the input and detects its format, opening its package once (`opened`: the archive of
 * `input.bytes` when the caller has it already, a result its writer checked). Errors name the file.
 */
export async function openInput(
  input: InputDocument,
  limits?: ArchiveLimits,
  opened?: ZipArchive,
): Promise<OpenedInput> {
  try {
    const given = opened?.isOpenedFrom(input.bytes) ? opened : packageArchive(input.bytes, limits);
    const mimetyped = withOdfMimetype(input.bytes, given);
    let bytes = mimetyped.bytes;
    let archive = bytes === input.bytes ? given : packageArchive(bytes, limits);
    const unlocked = await unlockOfficeDocument(bytes, input.password, archive);
    if (unlocked !== bytes) {
      bytes = unlocked;
      archive = packageArchive(bytes, limits);
    }
    const format = detectFormat(bytes, input.fileName, archive);
    return { input, bytes, format, archive, missingMimetype: mimetyped.mediaType };
  } catch (error) {
    throw withFileName(error, input.fileName);
  }
}

/**
 * The archive of bytes that look like a package. One that does not open is left to the step that
 * needs it, which opens it itself and reports what is wrong, as it always did (a ZIP holding a
 * PDF in its first kilobyte is read as that PDF, whatever its archive is like).
 */
export function packageArchive(bytes: Uint8Array, limits?: ArchiveLimits): ZipArchive | undefined {
  if (!looksLikeZip(bytes)) return undefined;
  try {
    return new ZipArchive(bytes, limits);
  } catch {
    return undefined;
  }
}

export async function readDocument(
  input: InputDocument,
  options: Omit<ReadOptions, 'fileName' | 'password' | 'archive'> = {},
): Promise<DocumentModel> {
  return (await openAndRead(input, options)).model;
}

/**
 * The input opened and read, with what it was opened as for the steps after reading; an empty
 * file, read as its format's empty document, is not opened.
 */
export async function openAndRead(
  input: InputDocument,
  options: Omit<ReadOptions, 'fileName' | 'password' | 'archive'> = {},
): Promise<{ opened?: OpenedInput; model: DocumentModel }> {
  const empty = emptyFile(input);
  if (empty) return { model: empty };
  const opened = await openInput(input, options.archiveLimits);
  return { opened, model: await readOpened(opened, options) };
}

/** An opened input read into the model, its reader reading the archive already opened. */
export async function readOpened(
  opened: OpenedInput,
  options: Omit<ReadOptions, 'fileName' | 'password' | 'archive'> = {},
): Promise<DocumentModel> {
  const { input, format } = opened;
  try {
    const reader = await readerFor(format);
    const model = await reader.read(opened.bytes, format.key, {
      ...options,
      fileName: input.fileName,
      password: input.password,
      archive: opened.archive,
    });
    if (opened.missingMimetype) model.warnings.push(missingMimetypeWarning(opened.missingMimetype));
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
